from typing import Optional, Tuple, Union

import torch
import torch.nn as nn

from ..kernel_loader import get_cpu_op
from .custom_op import CustomOp


class RMSNorm(CustomOp):
    def __init__(self, hidden_size: int, eps: float = 1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden_size))
        self.variance_epsilon = eps

    def forward_native(
        self, x: torch.Tensor, residual: Optional[torch.Tensor] = None
    ) -> Union[torch.Tensor, Tuple[torch.Tensor, torch.Tensor]]:
        orig_dtype = x.dtype
        x = x.float()
        if residual is not None:
            x = x + residual.float()
            residual = x.to(orig_dtype)
        variance = x.pow(2).mean(dim=-1, keepdim=True)
        x = (x * torch.rsqrt(variance + self.variance_epsilon)).to(orig_dtype) * self.weight
        return x if residual is None else (x, residual)

    def forward_cuda(self, x, residual=None):
        return self.forward_native(x, residual)

    def forward_cpu(self, x, residual=None):
        op_name = "rmsnorm_cpu" if residual is None else "fused_add_rmsnorm_cpu"
        kernel = get_cpu_op(op_name)
        if kernel is None:
            return self.forward_native(x, residual)
        if residual is None:
            return kernel(x, self.weight.data, self.variance_epsilon)
        kernel(x, residual, self.weight.data, self.variance_epsilon)
        return x, residual


class GemmaRMSNorm(RMSNorm):
    def __init__(self, hidden_size: int, eps: float = 1e-6):
        super().__init__(hidden_size, eps)
        nn.init.zeros_(self.weight)

    def forward_native(self, x, residual=None):
        if residual is not None:
            x = x + residual
            residual = x
        variance = x.float().pow(2).mean(dim=-1, keepdim=True)
        out = x.float() * torch.rsqrt(variance + self.variance_epsilon)
        out = (out * (1.0 + self.weight.float())).to(x.dtype)
        return out if residual is None else (out, residual)
