from __future__ import annotations

import torch
from torch import nn

from .radix_cache import RadixCache
from .schedule_batch import Req, ScheduleBatch


class ModelRunner(nn.Module):
    def __init__(self, hidden_size: int = 8, page_size: int = 1):
        super().__init__()
        self.hidden_size = hidden_size
        self.proj = nn.Linear(hidden_size, hidden_size)
        self.tree_cache = RadixCache(page_size=page_size)
        self.tree_cache.insert([1, 2, 3, 4], torch.arange(4, dtype=torch.int64))
        self.batch = ScheduleBatch(
            reqs=[
                Req(rid="r0", origin_input_ids=[1, 2, 3, 9]),
                Req(rid="r1", origin_input_ids=[1, 2, 5]),
            ]
        )

    @torch.compile(fullgraph=True)
    def forward_extend(self, hidden_states: torch.Tensor) -> torch.Tensor:
        extend_lens = self.batch.prepare_for_extend(self.tree_cache)
        out = self.proj(hidden_states)
        for i, n in enumerate(extend_lens):
            out[i] = out[i] * n
        return out
