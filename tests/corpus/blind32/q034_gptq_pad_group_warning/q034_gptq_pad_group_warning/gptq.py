"""GPTQ-style weight-only linear with group-wise scales."""
import warnings

import torch
from torch import nn
import torch.nn.functional as F


def _padded(k: int, group_size: int) -> int:
    return (k + group_size - 1) // group_size * group_size


class GPTQLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int, group_size: int = 128):
        super().__init__()
        self.in_features = in_features
        self.out_features = out_features
        self.group_size = group_size
        k_pad = _padded(in_features, group_size)
        g = torch.Generator().manual_seed(in_features * 31 + out_features)
        self.register_buffer("qweight", torch.randint(0, 16, (out_features, k_pad), generator=g, dtype=torch.uint8))
        self.register_buffer("scales", torch.rand(out_features, k_pad // group_size, generator=g) * 0.05)
        self.register_buffer("qzeros", torch.full((out_features, k_pad // group_size), 8, dtype=torch.uint8))

    def _maybe_pad_input(self, x: torch.Tensor) -> torch.Tensor:
        k = x.shape[-1]
        if k % self.group_size != 0:
            warnings.warn(
                f"GPTQLinear: in_features={k} is not a multiple of group_size={self.group_size}; "
                "padding activations (slow path)",
                RuntimeWarning,
            )
            x = F.pad(x, (0, _padded(k, self.group_size) - k))
        return x

    def dequantize(self) -> torch.Tensor:
        n, k = self.qweight.shape
        q = self.qweight.float().view(n, k // self.group_size, self.group_size)
        z = self.qzeros.float().unsqueeze(-1)
        return ((q - z) * self.scales.unsqueeze(-1)).view(n, k)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = self._maybe_pad_input(x)
        return x @ self.dequantize().t()
