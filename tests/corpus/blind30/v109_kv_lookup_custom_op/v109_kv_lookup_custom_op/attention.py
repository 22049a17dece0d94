import torch
from torch import nn

from . import ops

BLOCK = 2


class PrefixKVAttention(nn.Module):
    def __init__(self, hidden: int = 8, num_slots: int = 4):
        super().__init__()
        self.q = nn.Linear(hidden, hidden)
        self.register_buffer("slot_kv", torch.randn(num_slots, BLOCK, hidden))
        self.register_buffer("null_kv", torch.zeros(BLOCK, hidden))

    def cached_kv(self, token_ids: torch.Tensor) -> torch.Tensor:
        slots = torch.ops.corpus_v109.lookup_slots(token_ids, BLOCK)
        valid = (slots >= 0)[:, None, None]
        kv = torch.where(valid, self.slot_kv[slots.clamp(min=0)], self.null_kv)
        return kv.flatten(0, 1)

    def forward(self, x: torch.Tensor, token_ids: torch.Tensor) -> torch.Tensor:
        kv = self.cached_kv(token_ids)
        scores = self.q(x) @ kv.T / kv.shape[-1] ** 0.5
        return x + torch.softmax(scores, -1) @ kv


ops.register_prefix([1, 2], 0)
ops.register_prefix([1, 2, 3, 4], 2)
compiled = torch.compile(PrefixKVAttention(), fullgraph=True)
