import importlib
from typing import Optional, Tuple, Union

import torch
import torch.nn as nn
import torch.nn.functional as F

from .custom_op import CustomOp


def _load_sgl_kernel():
    return importlib.import_module("sgl_kernel")


@CustomOp.register("rms_norm")
class RMSNorm(CustomOp):
    def __init__(self, hidden_size: int, eps: float = 1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden_size))
        self.variance_epsilon = eps

    def forward_native(
        self, x: torch.Tensor, residual: Optional[torch.Tensor] = None
    ) -> Union[torch.Tensor, Tuple[torch.Tensor, torch.Tensor]]:
        orig_dtype = x.dtype
        x = x.to(torch.float32)
        if residual is not None:
            x = x + residual.to(torch.float32)
            residual = x.to(orig_dtype)
        variance = x.pow(2).mean(dim=-1, keepdim=True)
        x = x * torch.rsqrt(variance + self.variance_epsilon)
        x = (x * self.weight.float()).to(orig_dtype)
        return x if residual is None else (x, residual)

    def forward_cuda(self, x, residual=None):
        ops = _load_sgl_kernel()
        if residual is not None:
            ops.fused_add_rmsnorm(x, residual, self.weight.data, self.variance_epsilon)
            return x, residual
        return ops.rmsnorm(x, self.weight.data, self.variance_epsilon)

    def forward_cpu(self, x, residual=None):
        if residual is not None:
            torch.ops.torch_ipex.add_rms_norm_(x, residual, self.weight, self.variance_epsilon)
            return x, residual
        return torch.ops.torch_ipex.rmsnorm(x, self.weight, self.variance_epsilon)


@CustomOp.register("silu_and_mul")
class SiluAndMul(CustomOp):
    def forward_native(self, x: torch.Tensor) -> torch.Tensor:
        d = x.shape[-1] // 2
        return F.silu(x[..., :d]) * x[..., d:]

    def forward_cuda(self, x: torch.Tensor) -> torch.Tensor:
        d = x.shape[-1] // 2
        out = torch.empty(x.shape[:-1] + (d,), dtype=x.dtype, device=x.device)
        _load_sgl_kernel().silu_and_mul(x, out)
        return out
