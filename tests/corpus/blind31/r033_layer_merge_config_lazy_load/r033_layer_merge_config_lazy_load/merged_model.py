from __future__ import annotations

import torch
from torch import nn

from .config import MERGE_CONFIG
from .interpolate import MERGE_FNS


class MergedMLP(nn.Module):
    """MLP whose weight is interpolated between two checkpoints on the fly."""

    def __init__(self, layer_idx: int, hidden: int = 8):
        super().__init__()
        self.layer_idx = layer_idx
        self.w_a = nn.Parameter(torch.randn(hidden, hidden) * 0.1)
        self.w_b = nn.Parameter(torch.randn(hidden, hidden) * 0.1)

    def _merged_weight(self) -> torch.Tensor:
        spec = MERGE_CONFIG.get().for_layer(self.layer_idx)
        fn = MERGE_FNS[spec.method]
        return fn(self.w_a, self.w_b, spec.t)

    @torch.compile(fullgraph=True)
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        w = self._merged_weight()
        return torch.relu(x @ w.t())
