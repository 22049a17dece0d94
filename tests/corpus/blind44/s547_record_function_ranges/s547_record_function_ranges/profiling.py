"""Named ranges that show up in torch.profiler / Nsight timelines.

``SGLANG_PROFILE_RANGE_BACKEND`` selects where ranges go: ``torch`` (default,
visible in the torch.profiler trace), ``nvtx`` (Nsight Systems) or ``none``.
"""
import contextlib
import functools
import os

import torch

_RANGE_BACKEND = os.environ.get("SGLANG_PROFILE_RANGE_BACKEND", "torch").lower()


def profile_range(name: str):
    if _RANGE_BACKEND == "none":
        return contextlib.nullcontext()
    if _RANGE_BACKEND == "nvtx" and torch.cuda.is_available():
        return torch.cuda.nvtx.range(name)
    return torch.profiler.record_function(name)


def traced(name: str):
    """Decorator form of :func:`profile_range` for free functions."""

    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            with profile_range(name):
                return fn(*args, **kwargs)

        return wrapper

    return deco
