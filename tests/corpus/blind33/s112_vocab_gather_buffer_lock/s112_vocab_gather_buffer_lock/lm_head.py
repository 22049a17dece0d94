"""Sharded LM head: each rank owns a slice of the vocabulary."""
from __future__ import annotations

import torch
import torch.nn.functional as F

from .comm import get_gather_comm

VOCAB = 32
HIDDEN = 16


class VocabShard:
    def __init__(self, vocab: int, hidden: int, world_size: int = 1, rank: int = 0):
        per_rank = (vocab + world_size - 1) // world_size
        self.start = rank * per_rank
        self.end = min(vocab, self.start + per_rank)
        self.org_vocab = vocab
        g = torch.Generator().manual_seed(0)
        self.weight = torch.randn(self.end - self.start, hidden, generator=g) * 0.02

    def local_logits(self, hidden_states: torch.Tensor) -> torch.Tensor:
        return F.linear(hidden_states, self.weight)


_SHARD = VocabShard(VOCAB, HIDDEN)


def _trim_padding(logits: torch.Tensor, org_vocab: int) -> torch.Tensor:
    return logits[..., :org_vocab]


@torch.compile(fullgraph=True)
def compute_logits(hidden_states: torch.Tensor) -> torch.Tensor:
    local = _SHARD.local_logits(hidden_states)
    logits = get_gather_comm().all_gather(local, dim=-1)
    return _trim_padding(logits, _SHARD.org_vocab).float()
