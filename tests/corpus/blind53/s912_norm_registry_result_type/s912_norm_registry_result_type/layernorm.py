from typing import Optional, Tuple, Union

import torch
from torch import nn

from .dtype_utils import compute_dtype_for


class RMSNorm(nn.Module):
    def __init__(self, hidden_size: int, eps: float = 1e-6) -> None:
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden_size))
        self.variance_epsilon = eps

    def forward_native(
        self,
        x: torch.Tensor,
        residual: Optional[torch.Tensor] = None,
    ) -> Union[torch.Tensor, Tuple[torch.Tensor, torch.Tensor]]:
        orig_dtype = x.dtype
        x = x.to(compute_dtype_for(x, self.weight))
        if residual is not None:
            x = x + residual.to(x.dtype)
            residual = x.to(orig_dtype)
        variance = x.pow(2).mean(dim=-1, keepdim=True)
        x = x * torch.rsqrt(variance + self.variance_epsilon)
        x = (x * self.weight).to(orig_dtype)
        if residual is None:
            return x
        return x, residual

    def forward(self, x, residual=None):
        return self.forward_native(x, residual)


class LayerNorm(nn.LayerNorm):
    def forward(self, x, residual=None):
        if residual is not None:
            x = x + residual
            return super().forward(x), x
        return super().forward(x)


NORM_REGISTRY = {
    "rms_norm": RMSNorm,
    "layer_norm": LayerNorm,
}


def get_norm(kind: str, hidden_size: int, eps: float) -> nn.Module:
    return NORM_REGISTRY[kind](hidden_size, eps=eps)
