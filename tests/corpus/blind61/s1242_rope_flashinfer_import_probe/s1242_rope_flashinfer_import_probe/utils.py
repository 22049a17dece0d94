import functools
import logging
import os

import torch

logger = logging.getLogger(__name__)


def get_bool_env_var(name: str, default: str = "false") -> bool:
    value = os.getenv(name, default)
    return value.lower() in ("true", "1", "yes")


@functools.lru_cache(maxsize=1)
def is_cuda() -> bool:
    return torch.version.cuda is not None and torch.cuda.is_available()


@functools.lru_cache(maxsize=None)
def is_flashinfer_available() -> bool:
    """Whether the flashinfer rope kernels can be used on this host."""
    if get_bool_env_var("SGLANG_DISABLE_FLASHINFER_ROPE"):
        return False
    try:
        import flashinfer  # noqa: F401
    except ImportError:
        return False
    return is_cuda()
