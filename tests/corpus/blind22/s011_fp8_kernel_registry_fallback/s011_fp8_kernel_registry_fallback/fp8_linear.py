import os

import torch
from torch import nn

from .kernels import FP8_DTYPE, FP8_MAX, per_token_quant_fp8
from .registry import KernelRegistry


class Fp8Linear(nn.Module):
    """W8A8 FP8 linear with per-channel weight scales and dynamic per-token activation scales."""

    quant_type = "fp8_e4m3"

    def __init__(self, in_features: int, out_features: int, bias: bool = True):
        super().__init__()
        w = torch.randn(out_features, in_features) * 0.1
        w_scale = w.abs().amax(dim=-1, keepdim=True) / FP8_MAX
        self.register_buffer("weight", (w / w_scale).to(FP8_DTYPE))
        self.register_buffer("weight_scale", w_scale)
        self.bias = nn.Parameter(torch.zeros(out_features)) if bias else None

    @property
    def kernel_backend(self) -> str:
        return os.environ.get("S011_FP8_GEMM_BACKEND", "cutlass")

    def _gemm(self, x_q, x_scale, out_dtype):
        kernel = KernelRegistry.lookup(self.quant_type, out_dtype, self.kernel_backend)
        return kernel(x_q, self.weight, x_scale, self.weight_scale, out_dtype)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x_q, x_scale = per_token_quant_fp8(x)
        out = self._gemm(x_q, x_scale, x.dtype)
        if self.bias is not None:
            out = out + self.bias
        return out


compiled_layer = torch.compile(Fp8Linear(8, 16), fullgraph=True)
