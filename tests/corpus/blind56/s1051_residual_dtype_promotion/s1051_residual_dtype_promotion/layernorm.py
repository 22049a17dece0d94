from typing import Optional, Tuple, Union

import torch
from torch import nn

from .dtype_utils import accumulate_dtype, promote_residual_dtype


def _rms_norm_ref(x: torch.Tensor, weight: torch.Tensor, eps: float) -> torch.Tensor:
    orig_dtype = x.dtype
    x = x.to(accumulate_dtype(orig_dtype))
    variance = x.pow(2).mean(dim=-1, keepdim=True)
    x = x * torch.rsqrt(variance + eps)
    return (x * weight.to(x.dtype)).to(orig_dtype)


def fused_add_rms_norm(
    x: torch.Tensor,
    residual: torch.Tensor,
    weight: torch.Tensor,
    eps: float,
) -> Tuple[torch.Tensor, torch.Tensor]:
    out_dtype = promote_residual_dtype(x, residual)
    residual = (x.to(out_dtype) + residual.to(out_dtype)).to(residual.dtype)
    return _rms_norm_ref(residual, weight, eps), residual


class RMSNorm(nn.Module):
    def __init__(self, hidden_size: int, eps: float = 1e-6) -> None:
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden_size))
        self.variance_epsilon = eps

    def forward(
        self,
        x: torch.Tensor,
        residual: Optional[torch.Tensor] = None,
    ) -> Union[torch.Tensor, Tuple[torch.Tensor, torch.Tensor]]:
        if residual is not None:
            return fused_add_rms_norm(x, residual, self.weight, self.variance_epsilon)
        return _rms_norm_ref(x, self.weight, self.variance_epsilon)

    def extra_repr(self) -> str:
        return f"hidden_size={self.weight.shape[0]}, eps={self.variance_epsilon}"
