import functools
import os

_ENABLE_NVTX = os.environ.get("S1095_ENABLE_NVTX", "0") == "1"


def nvtx_range(name: str):
    def decorator(fn):
        if not _ENABLE_NVTX:
            return fn

        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            import torch

            torch.cuda.nvtx.range_push(name)
            try:
                return fn(*args, **kwargs)
            finally:
                torch.cuda.nvtx.range_pop()

        return wrapper

    return decorator
