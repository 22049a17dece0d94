from typing import Optional, Tuple, Union

import torch
import torch.nn as nn

from .batch_invariant_ops import fused_add_rms_norm_batch_invariant, rms_norm_batch_invariant
from .determinism import get_deterministic_config, is_deterministic


class RMSNorm(nn.Module):
    def __init__(self, hidden_size: int, eps: float = 1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden_size))
        self.variance_epsilon = eps

    def forward_native(
        self, x: torch.Tensor, residual: Optional[torch.Tensor] = None
    ) -> Union[torch.Tensor, Tuple[torch.Tensor, torch.Tensor]]:
        orig_dtype = x.dtype
        if residual is not None:
            x = x + residual
            residual = x
        x32 = x.float()
        variance = x32.pow(2).mean(dim=-1, keepdim=True)
        out = (x32 * torch.rsqrt(variance + self.variance_epsilon)).to(orig_dtype) * self.weight
        return out if residual is None else (out, residual)

    def forward_deterministic(self, x, residual=None):
        block = get_deterministic_config().reduction_block
        if residual is None:
            return rms_norm_batch_invariant(x, self.weight, self.variance_epsilon, block)
        return fused_add_rms_norm_batch_invariant(
            x, residual, self.weight, self.variance_epsilon, block
        )

    def forward(self, x, residual=None):
        if is_deterministic():
            return self.forward_deterministic(x, residual)
        return self.forward_native(x, residual)
