"""Compiled step that pads the batch to its capture bucket."""
import torch
import torch.nn as nn
import torch.nn.functional as F

from .bucket_table import BucketTable
from .settings import PAD_MULTIPLE


def _round_up(n: int, multiple: int) -> int:
    return (n + multiple - 1) // multiple * multiple


class PaddedStep(nn.Module):
    def __init__(self, hidden: int = 8):
        super().__init__()
        self.table = BucketTable()
        self.ffn = nn.Sequential(nn.Linear(hidden, 2 * hidden), nn.SiLU(), nn.Linear(2 * hidden, hidden))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        n = x.shape[0]
        bucket = max(self.table.lookup(n), _round_up(n, PAD_MULTIPLE))
        padded = F.pad(x, (0, 0, 0, bucket - n))
        self.table.check_buffers(padded, n)
        out = self.ffn(padded)
        return out[:n]


_step = PaddedStep()
padded_step = torch.compile(_step.forward, fullgraph=True, dynamic=False)
