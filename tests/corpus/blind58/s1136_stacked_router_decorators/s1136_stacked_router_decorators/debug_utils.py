import functools
import logging
from typing import Callable

import torch

from . import envs

logger = logging.getLogger(__name__)


def nvtx_range(message: str) -> Callable:
    def decorator(fn: Callable) -> Callable:
        if not envs.ENABLE_NVTX:
            return fn

        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            torch.cuda.nvtx.range_push(message)
            try:
                return fn(*args, **kwargs)
            finally:
                torch.cuda.nvtx.range_pop()

        return wrapper

    return decorator


def _describe(value) -> str:
    if isinstance(value, torch.Tensor):
        return f"Tensor{tuple(value.shape)}:{value.dtype}"
    return type(value).__name__


def log_shapes(fn: Callable) -> Callable:
    @functools.wraps(fn)
    def wrapper(self, *args, **kwargs):
        arg_desc = ", ".join(_describe(a) for a in args)
        logger.debug("%s.%s(%s)", type(self).__name__, fn.__name__, arg_desc)
        return fn(self, *args, **kwargs)

    return wrapper
