from typing import Callable

import torch
from torch.utils.checkpoint import checkpoint

from .profiling import get_recompute_profiler


def _profiled_checkpoint(region: str, fn: Callable, *args: torch.Tensor) -> torch.Tensor:
    profiler = get_recompute_profiler()
    start = profiler.begin(region)
    out = checkpoint(fn, *args, use_reentrant=False)
    profiler.end(region, start)
    return out


def selective_checkpoint(region: str, fn: Callable, *args: torch.Tensor) -> torch.Tensor:
    """Recompute ``fn`` in backward. Under torch.compile the profiler is
    skipped: the partitioner decides what to save anyway."""
    if torch.compiler.is_compiling():
        return checkpoint(fn, *args, use_reentrant=False)
    return _profiled_checkpoint(region, fn, *args)
