"""Prefill layer that scales its residual by the padding efficiency."""
import torch
import torch.nn as nn

from .buckets import BucketTable


class PaddingEfficiency(nn.Module):
    def __init__(self):
        super().__init__()
        self.table = BucketTable()

    def forward(self, seq_lens: torch.Tensor) -> torch.Tensor:
        padded = self.table.padded_total(seq_lens)
        return seq_lens.sum().float() / padded


class PrefillLayer(nn.Module):
    def __init__(self, hidden: int = 8):
        super().__init__()
        self.proj = nn.Linear(hidden, hidden)
        self.norm = nn.RMSNorm(hidden)
        self.efficiency = PaddingEfficiency()

    def forward(self, x: torch.Tensor, seq_lens: torch.Tensor) -> torch.Tensor:
        eff = self.efficiency(seq_lens)
        h = self.proj(self.norm(x))
        return x + h * eff


_layer = PrefillLayer()


@torch.compile(fullgraph=True)
def prefill_forward(x: torch.Tensor, seq_lens: torch.Tensor) -> torch.Tensor:
    return _layer(x, seq_lens)
