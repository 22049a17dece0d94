from __future__ import annotations

import torch

from .ops import rmsnorm_quant_int8


class Int8Linear(torch.nn.Module):
    """W8A8 linear: per-token dynamic activation scale, per-channel weight scale."""

    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        w = torch.randn(out_features, in_features) * 0.05
        w_scale = w.abs().amax(dim=1, keepdim=True) / 127.0
        self.register_buffer("weight", torch.round(w / w_scale).to(torch.int8))
        self.register_buffer("weight_scale", w_scale.squeeze(1))

    def forward(self, q: torch.Tensor, x_scale: torch.Tensor) -> torch.Tensor:
        acc = q.to(torch.int32) @ self.weight.to(torch.int32).t()
        return acc.to(torch.float32) * x_scale * self.weight_scale


class NormQuantProj(torch.nn.Module):
    def __init__(self, hidden: int = 8, out: int = 8, eps: float = 1e-6):
        super().__init__()
        self.norm_weight = torch.nn.Parameter(torch.ones(hidden))
        self.eps = eps
        self.proj = Int8Linear(hidden, out)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        q, scale = rmsnorm_quant_int8(x, self.norm_weight, self.eps)
        return self.proj(q, scale)


_block = NormQuantProj()


@torch.compile(fullgraph=True)
def norm_quant_proj(x: torch.Tensor) -> torch.Tensor:
    return _block(x) + x
