import logging
from typing import Dict, Optional, Tuple, Type, Union

import torch
from torch import nn

from .env import get_bool_env_var

logger = logging.getLogger(__name__)


class RMSNorm(nn.Module):
    weight_offset: float = 0.0

    def __init__(self, hidden_size: int, eps: float = 1e-6):
        super().__init__()
        init = torch.ones if self.weight_offset == 0.0 else torch.zeros
        self.weight = nn.Parameter(init(hidden_size))
        self.variance_epsilon = eps

    def _norm(self, x: torch.Tensor) -> torch.Tensor:
        variance = x.pow(2).mean(dim=-1, keepdim=True)
        return x * torch.rsqrt(variance + self.variance_epsilon)

    def forward(
        self, x: torch.Tensor, residual: Optional[torch.Tensor] = None
    ) -> Union[torch.Tensor, Tuple[torch.Tensor, torch.Tensor]]:
        orig_dtype = x.dtype
        if residual is not None:
            x = x + residual
            residual = x
        out = self._norm(x.float()) * (self.weight_offset + self.weight.float())
        out = out.to(orig_dtype)
        return out if residual is None else (out, residual)


class GemmaRMSNorm(RMSNorm):
    weight_offset = 1.0


class CheckedRMSNorm(RMSNorm):
    def forward(self, x, residual=None):
        result = super().forward(x, residual)
        out = result if residual is None else result[0]
        if torch.isnan(out).any():
            logger.warning("NaN detected in RMSNorm output, shape=%s", tuple(out.shape))
        return result


NORM_REGISTRY: Dict[str, Type[RMSNorm]] = {
    "rms_norm": RMSNorm,
    "gemma_rms_norm": GemmaRMSNorm,
    "checked_rms_norm": CheckedRMSNorm,
}


def get_norm_layer(norm_type: str, hidden_size: int, eps: float) -> RMSNorm:
    if get_bool_env_var("SGLANG_CHECK_NORM_NAN"):
        norm_type = "checked_rms_norm"
    try:
        cls = NORM_REGISTRY[norm_type]
    except KeyError:
        raise ValueError(f"unsupported norm type {norm_type!r}") from None
    return cls(hidden_size, eps=eps)
