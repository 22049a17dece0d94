import math

import torch
import torch.nn as nn

from .accounting import DeviceMemoryLedger


class BudgetedAttentionStage(nn.Module):
    """Self-attention stage that spills K/V to host when over budget."""

    def __init__(self, dim: int = 8, heads: int = 2, budget_bytes: int = 1 << 20):
        super().__init__()
        self.heads = heads
        self.head_dim = dim // heads
        self.qkv = nn.Linear(dim, 3 * dim, bias=False)
        self.out = nn.Linear(dim, dim, bias=False)
        self.ledger = DeviceMemoryLedger(budget_bytes)
        self.spill_device = torch.device("cpu")

    def _maybe_spill(self, name: str, t: torch.Tensor) -> torch.Tensor:
        if self.ledger.charge(name, t):
            return t
        return t.to(self.spill_device)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        b, d = x.shape
        q, k, v = self.qkv(x).split(d, dim=-1)
        q = q.view(b, self.heads, self.head_dim).transpose(0, 1)
        k = self._maybe_spill("k", k.view(b, self.heads, self.head_dim).transpose(0, 1))
        v = self._maybe_spill("v", v.view(b, self.heads, self.head_dim).transpose(0, 1))
        scores = q @ k.transpose(-1, -2) / math.sqrt(self.head_dim)
        ctx = scores.softmax(-1) @ v
        return self.out(ctx.transpose(0, 1).reshape(b, d))


stage = BudgetedAttentionStage()
compiled_stage = torch.compile(stage, fullgraph=True)
