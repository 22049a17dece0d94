import torch
from torch import nn

from .precision import get_compute_dtype


class AdaLNBlock(nn.Module):
    def __init__(self, dim: int = 8):
        super().__init__()
        self.norm = nn.LayerNorm(dim, elementwise_affine=False)
        self.ada = nn.Linear(dim, 2 * dim)
        self.mlp = nn.Sequential(nn.Linear(dim, 2 * dim), nn.GELU(approximate="tanh"), nn.Linear(2 * dim, dim))

    def forward(self, x: torch.Tensor, temb: torch.Tensor) -> torch.Tensor:
        dtype = get_compute_dtype(x.dtype)
        shift, scale = self.ada(temb).unsqueeze(1).chunk(2, dim=-1)
        h = self.norm(x.to(dtype)) * (1 + scale) + shift
        return x + self.mlp(h).to(x.dtype)


compiled_block = torch.compile(AdaLNBlock(), fullgraph=True)
