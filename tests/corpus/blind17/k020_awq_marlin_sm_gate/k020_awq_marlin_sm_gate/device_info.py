"""Device queries used on the hot path."""
from __future__ import annotations

import torch


@torch.compiler.assume_constant_result
def get_sm_version() -> int:
    if not torch.cuda.is_available():
        return 0
    major, minor = torch.cuda.get_device_capability()
    return major * 10 + minor


def marlin_min_capability() -> int:
    return 80
