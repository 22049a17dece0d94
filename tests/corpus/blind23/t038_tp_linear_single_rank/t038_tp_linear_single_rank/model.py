from __future__ import annotations

import torch
from torch import nn

from .dist_utils import current_context
from .layers import ColumnParallelLinear, RowParallelLinear


class ParallelFFN(nn.Module):
    def __init__(self, dim: int = 16, inter: int = 64):
        super().__init__()
        ctx = current_context()
        self.fc_in = ColumnParallelLinear(dim, inter, ctx)
        self.fc_out = RowParallelLinear(inter, dim, ctx)
        self.head = ColumnParallelLinear(dim, dim, ctx, gather_output=True)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = nn.functional.gelu(self.fc_in(x))
        return self.head(x + self.fc_out(h))


torch.manual_seed(0)
ffn = ParallelFFN().eval()


@torch.compile(fullgraph=True)
def forward_step(x: torch.Tensor) -> torch.Tensor:
    with torch.no_grad():
        return ffn(x)
