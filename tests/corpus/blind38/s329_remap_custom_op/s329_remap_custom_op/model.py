from __future__ import annotations

import torch
import torch.nn as nn

from . import remap_ops


class RemappedBag(nn.Module):
    _next_id = 0

    def __init__(self, vocab, dim: int):
        super().__init__()
        self.table_id = RemappedBag._next_id
        RemappedBag._next_id += 1
        remap_ops.register_table(self.table_id, {raw: row for row, raw in enumerate(vocab, start=1)})
        self.oov_row = 0
        self.bag = nn.EmbeddingBag(len(vocab) + 1, dim, mode="sum")

    def forward(self, raw_ids: torch.Tensor) -> torch.Tensor:
        rows = torch.ops.corpus_s329.remap_ids(raw_ids, self.table_id, self.oov_row)
        return self.bag(rows)


class InteractionArch(nn.Module):
    def __init__(self, n: int, dim: int):
        super().__init__()
        self.proj = nn.Linear(n * dim + n * n, 16)

    def forward(self, x):  # [B, n, D]
        gram = torch.einsum("bnd,bmd->bnm", x, x)
        return torch.relu(self.proj(torch.cat([x.flatten(1), gram.flatten(1)], dim=1)))


class Ranker(nn.Module):
    def __init__(self, dim: int = 4):
        super().__init__()
        self.item = RemappedBag([101, 205, 333, 999, 1024], dim)
        self.shop = RemappedBag(list(range(7000, 7010)), dim)
        self.dense = nn.Linear(6, dim)
        self.arch = InteractionArch(3, dim)
        self.head = nn.Linear(16, 1)

    def forward(self, dense, item_raw, shop_raw):
        x = torch.stack([self.dense(dense), self.item(item_raw), self.shop(shop_raw)], dim=1)
        return self.head(self.arch(x)).squeeze(-1)


ranker = Ranker()
forward_ranking = torch.compile(ranker.forward, fullgraph=True)
