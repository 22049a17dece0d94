"""Per-dtype numeric limits, computed once and cached."""
import functools
import math
from typing import NamedTuple

import torch


class DTypeLimits(NamedTuple):
    eps: float
    tiny: float
    max: float
    log_max: float
    log_tiny: float


@functools.lru_cache(maxsize=None)
def limits_for(dtype: torch.dtype) -> DTypeLimits:
    fi = torch.finfo(dtype)
    return DTypeLimits(
        eps=fi.eps,
        tiny=fi.tiny,
        max=fi.max,
        log_max=math.log(fi.max),
        log_tiny=math.log(fi.tiny),
    )


# Warm the cache for the dtypes we serve at import time.
_PRECOMPUTED = {dt: limits_for(dt) for dt in (torch.float16, torch.bfloat16, torch.float32)}


def clamp_finite(x: torch.Tensor) -> torch.Tensor:
    lim = limits_for(x.dtype)
    return torch.nan_to_num(x, nan=0.0, posinf=lim.max, neginf=-lim.max)


def safe_log(x: torch.Tensor) -> torch.Tensor:
    lim = limits_for(x.dtype)
    return torch.log(x.clamp_min(lim.tiny))


def stable_exp(x: torch.Tensor) -> torch.Tensor:
    lim = limits_for(x.dtype)
    return torch.exp(x.clamp(lim.log_tiny, lim.log_max))
