import torch
import torch.nn as nn
import torch.nn.functional as F

from .ops import stream_in


class HostResidentLinear(nn.Module):
    def __init__(self, in_f: int, out_f: int):
        super().__init__()
        self.register_buffer("host_weight", torch.randn(out_f, in_f) * 0.05, persistent=False)
        self.bias = nn.Parameter(torch.zeros(out_f))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        w = stream_in(self.host_weight, x)
        return F.linear(x, w, self.bias)


class PrefetchingStage(nn.Module):
    """Pipeline stage; every projection is streamed from host memory."""

    def __init__(self, dim: int = 8, depth: int = 3):
        super().__init__()
        self.blocks = nn.ModuleList(HostResidentLinear(dim, dim) for _ in range(depth))
        self.norm = nn.LayerNorm(dim)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = self.norm(x)
        for blk in self.blocks:
            h = h + torch.tanh(blk(h))
        return h


stage = PrefetchingStage()
compiled_stage = torch.compile(stage, fullgraph=True)
