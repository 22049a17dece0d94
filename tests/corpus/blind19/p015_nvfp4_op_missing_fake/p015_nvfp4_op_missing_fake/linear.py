from __future__ import annotations

import torch
import torch.nn.functional as F
from torch import nn

from .fp4_ref import FP4_MAX, FP8_E4M3_MAX, dequantize_nvfp4
from .ops import scaled_fp4_quant


def compute_global_scale(t: torch.Tensor) -> torch.Tensor:
    return (FP8_E4M3_MAX * FP4_MAX) / t.abs().amax().float().clamp(min=1e-12)


class Nvfp4Linear(nn.Module):
    """Weight and activation both in nvfp4; the GEMM is emulated in fp32."""

    def __init__(self, in_features: int, out_features: int) -> None:
        super().__init__()
        w = torch.randn(out_features, in_features) * 0.05
        w_gs = compute_global_scale(w)
        w_codes, w_bs = scaled_fp4_quant(w, w_gs)
        self.register_buffer("w_codes", w_codes)
        self.register_buffer("w_block_scale", w_bs)
        self.register_buffer("w_global_scale", w_gs)
        # calibrated offline in real checkpoints
        self.register_buffer("input_global_scale", torch.tensor(FP8_E4M3_MAX * FP4_MAX / 4.0))

    @torch.compile(fullgraph=True)
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x_codes, x_bs = scaled_fp4_quant(x, self.input_global_scale)
        x_dq = dequantize_nvfp4(x_codes, x_bs, self.input_global_scale)
        w_dq = dequantize_nvfp4(self.w_codes, self.w_block_scale, self.w_global_scale)
        return F.linear(x_dq.to(x.dtype), w_dq.to(x.dtype))
