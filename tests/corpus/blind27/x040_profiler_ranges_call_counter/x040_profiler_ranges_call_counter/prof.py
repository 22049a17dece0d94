"""Profiler annotations that show up as named ranges in traces."""
import collections
import os

import torch

STEP_COUNTS = collections.Counter()
_PROFILE_PREFIX = os.environ.get("ROPE_PROFILE_PREFIX", "rope")


def nvtx_range(name: str):
    """Named range visible in torch.profiler / Kineto traces."""
    return torch.profiler.record_function(f"{_PROFILE_PREFIX}::{name}")


def count(name: str) -> None:
    STEP_COUNTS[name] += 1
