import functools
import operator

import torch
from torch import nn

from .profiling import nvtx_annotate


class ParallelBlock(nn.Module):
    """GPT-J style block: attention-ish and MLP branches summed with the residual."""

    def __init__(self, hidden: int = 8):
        super().__init__()
        self.ln = nn.LayerNorm(hidden)
        self.branches = nn.ModuleList([nn.Linear(hidden, hidden), nn.Sequential(nn.Linear(hidden, 16), nn.GELU(), nn.Linear(16, hidden))])

    @nvtx_annotate("parallel_branches")
    def _run_branches(self, h: torch.Tensor) -> list[torch.Tensor]:
        return [branch(h) for branch in self.branches]

    @torch.compile(fullgraph=True)
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        outs = self._run_branches(self.ln(x))
        return functools.reduce(operator.add, outs, x)
