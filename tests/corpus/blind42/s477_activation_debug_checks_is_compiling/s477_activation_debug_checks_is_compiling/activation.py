import torch
import torch.nn.functional as F
from torch import nn

from .debug import check_finite


class SiluAndMul(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        d = x.shape[-1] // 2
        out = F.silu(x[..., :d]) * x[..., d:]
        check_finite("silu_and_mul", out)
        return out


class GeluAndMul(nn.Module):
    def __init__(self, approximate: str = "tanh"):
        super().__init__()
        self.approximate = approximate

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        d = x.shape[-1] // 2
        out = F.gelu(x[..., :d], approximate=self.approximate) * x[..., d:]
        check_finite(f"gelu_{self.approximate}_and_mul", out)
        return out
