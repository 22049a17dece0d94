import torch
import torch.nn.functional as F
from torch import nn

from .packing import PackedWeightCache, packed_gemm


class PackedLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int, bias: bool = True):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(out_features, in_features) * 0.05, requires_grad=False)
        self.bias = nn.Parameter(torch.zeros(out_features), requires_grad=False) if bias else None
        self._pack_cache = PackedWeightCache()

    def process_weights_after_loading(self) -> None:
        self._pack_cache.prime(self.weight)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        out = packed_gemm(x, self._pack_cache.get(self.weight))
        if self.bias is not None:
            out = out + self.bias
        return out


class PackedMLPBlock(nn.Module):
    def __init__(self, hidden: int, inter: int):
        super().__init__()
        self.fc1 = PackedLinear(hidden, inter)
        self.fc2 = PackedLinear(inter, hidden)
        self.ln = nn.LayerNorm(hidden)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.fc2(F.gelu(self.fc1(self.ln(x))))
