import torch

from .log_utils import warn_once

_SUPPORTED_COMPUTE = (torch.float16, torch.bfloat16)


def resolve_compute_dtype(x: torch.Tensor, preferred: torch.dtype) -> torch.dtype:
    if x.dtype in _SUPPORTED_COMPUTE:
        return x.dtype
    warn_once(f"RMSNorm: input dtype {x.dtype} unsupported by the fused path, using {preferred}")
    return preferred
