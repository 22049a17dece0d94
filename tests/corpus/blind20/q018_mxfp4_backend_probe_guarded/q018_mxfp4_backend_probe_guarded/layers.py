from __future__ import annotations

import torch

from .backend import Mxfp4Backend, current_backend, logger, resolve_backend
from .mxfp4 import dequantize_mxfp4, quantize_mxfp4


class Mxfp4Linear(torch.nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.backend = resolve_backend()
        packed, scale = quantize_mxfp4(torch.randn(out_features, in_features) * 0.05)
        self.register_buffer("weight", packed)
        self.register_buffer("weight_scale", scale)

    def _emulated(self, x: torch.Tensor) -> torch.Tensor:
        return x @ dequantize_mxfp4(self.weight, self.weight_scale, x.dtype).t()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        backend = current_backend()
        if backend is Mxfp4Backend.EMULATION:
            return self._emulated(x)
        if not torch.compiler.is_compiling():
            logger.debug("mxfp4 %s kernel: x=%s", backend.value, tuple(x.shape))
        return torch.ops.corpus_q018.mxfp4_gemm(x, self.weight, self.weight_scale)


class OutProjection(torch.nn.Module):
    def __init__(self, hidden: int = 32):
        super().__init__()
        self.o_proj = Mxfp4Linear(hidden, hidden)
        self.norm = torch.nn.LayerNorm(hidden)

    @torch.compile(fullgraph=True)
    def forward(self, attn_out: torch.Tensor, residual: torch.Tensor) -> torch.Tensor:
        return self.norm(self.o_proj(attn_out) + residual)
