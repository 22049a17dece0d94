"""Device capability queries."""
from __future__ import annotations

import torch


@torch.compiler.disable
def cutlass_fp4_supported() -> bool:
    if not torch.cuda.is_available():
        return False
    major, minor = torch.cuda.get_device_capability()
    return major * 10 + minor >= 100


def cutlass_fp8_supported() -> bool:
    if not torch.cuda.is_available():
        return False
    major, minor = torch.cuda.get_device_capability()
    return major * 10 + minor >= 89
