import torch
from torch import nn

from .backends import ATTN_BACKENDS


class CpuAttention(nn.Module):
    def __init__(self, backend: str = "cpu_tiled"):
        super().__init__()
        self.backend = backend
        self.qkv = nn.Linear(8, 24, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        q, k, v = self.qkv(x).unsqueeze(0).chunk(3, dim=-1)
        out = ATTN_BACKENDS[self.backend](q, k, v)
        return out.squeeze(0)


compiled = torch.compile(CpuAttention(), fullgraph=True)
