import logging
import math
from typing import Callable, Dict, Tuple

import torch
import torch.nn.functional as F

logger = logging.getLogger(__name__)

AttnFn = Callable[[torch.Tensor, torch.Tensor, torch.Tensor, float], torch.Tensor]

_BACKENDS: Dict[Tuple[int, torch.dtype], AttnFn] = {}
_WARNED: set = set()


def register_backend(head_size: int, dtype: torch.dtype):
    def deco(fn: AttnFn) -> AttnFn:
        _BACKENDS[(head_size, dtype)] = fn
        return fn

    return deco


@register_backend(64, torch.float16)
@register_backend(128, torch.float16)
@register_backend(128, torch.bfloat16)
def tiled_attention(q, k, v, scale):
    return F.scaled_dot_product_attention(q, k, v, scale=scale, is_causal=True)


def naive_attention(q, k, v, scale):
    scores = torch.matmul(q, k.transpose(-2, -1)) * scale
    n = scores.shape[-1]
    mask = torch.ones(n, n, dtype=torch.bool, device=q.device).triu(1)
    scores = scores.masked_fill(mask, float("-inf"))
    return torch.matmul(scores.softmax(-1), v)


def select_backend(head_size: int, dtype: torch.dtype) -> AttnFn:
    fn = _BACKENDS.get((head_size, dtype))
    if fn is None:
        key = (head_size, dtype)
        if key not in _WARNED:
            _WARNED.add(key)
            logger.warning(
                "No optimized attention kernel for head_size=%d dtype=%s; using naive fallback",
                head_size,
                dtype,
            )
        return naive_attention
    return fn


def default_scale(head_size: int) -> float:
    return 1.0 / math.sqrt(head_size)
