"""Runtime capability helpers shared by the attention backends."""
import os
from typing import Tuple

import torch

_SDPA_MIN_HEAD_DIM = 8
_SDPA_MAX_HEAD_DIM = 256


def _env_flag(name: str, default: str = "0") -> bool:
    return os.environ.get(name, default).lower() in ("1", "true", "yes")


def is_cuda_alike() -> bool:
    return torch.version.cuda is not None or torch.version.hip is not None


def sdpa_kernel_flags() -> Tuple[bool, bool]:
    """Return (flash, mem_efficient) as currently enabled in torch.backends."""
    cuda_backends = getattr(torch.backends, "cuda", None)
    if cuda_backends is None or not hasattr(cuda_backends, "flash_sdp_enabled"):
        return False, False
    return cuda_backends.flash_sdp_enabled(), cuda_backends.mem_efficient_sdp_enabled()


def prefer_fused_sdpa(head_dim: int) -> bool:
    if _env_flag("TINYSERVE_DISABLE_SDPA"):
        return False
    if head_dim % _SDPA_MIN_HEAD_DIM != 0 or head_dim > _SDPA_MAX_HEAD_DIM:
        return False
    flash, mem_efficient = sdpa_kernel_flags()
    return flash or mem_efficient
