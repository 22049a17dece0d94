import contextlib
import functools
import os
from typing import Callable, Optional

import torch

_NVTX_ENABLED = os.environ.get("SGLANG_ENABLE_NVTX", "0").lower() in ("1", "true")
_RANGE_PREFIX = os.environ.get("SGLANG_PROFILE_RANGE_PREFIX", "sglang")


def _range_name(name: str) -> str:
    return f"{_RANGE_PREFIX}::{name}" if _RANGE_PREFIX else name


@contextlib.contextmanager
def profile_range(name: str, color: Optional[str] = None):
    full_name = _range_name(name)
    if _NVTX_ENABLED:
        torch.cuda.nvtx.range_push(full_name)
        try:
            yield
        finally:
            torch.cuda.nvtx.range_pop()
    else:
        with torch.profiler.record_function(full_name):
            yield


def annotate(name: Optional[str] = None) -> Callable:
    def decorator(fn: Callable) -> Callable:
        label = name or fn.__qualname__

        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            with profile_range(label):
                return fn(*args, **kwargs)

        return wrapper

    return decorator


def start_trace(output_dir: str, activities=None):
    activities = activities or [torch.profiler.ProfilerActivity.CPU]
    prof = torch.profiler.profile(activities=activities, record_shapes=True)
    prof.start()
    return prof


def stop_trace(prof, output_dir: str, rank: int = 0) -> str:
    prof.stop()
    path = os.path.join(output_dir, f"trace-rank{rank}.json")
    prof.export_chrome_trace(path)
    return path
