"""W4A4 NVFP4 linear: weight quantized at construction, activations per call."""
from __future__ import annotations

import torch
from torch import nn

from . import backends


class NvFp4Linear(nn.Module):
    def __init__(self, in_features: int = 32, out_features: int = 16) -> None:
        super().__init__()
        w = torch.randn(out_features, in_features) * 0.1
        w_packed, w_scales = torch.ops.corpus_r020.quantize_nvfp4(w)
        self.register_buffer("weight_packed", w_packed)
        self.register_buffer("weight_scales", w_scales)

    def forward_fp4(self, x: torch.Tensor) -> torch.Tensor:
        x2d = x.reshape(-1, x.shape[-1])
        x_packed, x_scales = torch.ops.corpus_r020.quantize_nvfp4(x2d)
        out = backends.fp4_gemm(x_packed, x_scales, self.weight_packed, self.weight_scales, x.dtype)
        return out.reshape(*x.shape[:-1], -1)


_layer = NvFp4Linear()
forward_fp4 = torch.compile(_layer.forward_fp4, fullgraph=True)
