import math
import warnings
from typing import Optional

import torch


def scaled_dot_attention(
    q: torch.Tensor,
    k: torch.Tensor,
    v: torch.Tensor,
    scale: Optional[float] = None,
) -> torch.Tensor:
    if scale is None:
        if not torch.jit.is_scripting():
            warnings.warn(
                "scaled_dot_attention(scale=None) is deprecated; pass 1/sqrt(head_dim)",
                DeprecationWarning,
            )
        scale = 1.0 / math.sqrt(q.shape[-1])
    attn = torch.softmax((q @ k.transpose(-2, -1)) * scale, dim=-1)
    return attn @ v
