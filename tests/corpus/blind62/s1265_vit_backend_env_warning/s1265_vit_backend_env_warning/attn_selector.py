import enum
import functools
import logging

import torch

from . import envs

logger = logging.getLogger(__name__)


class _Backend(enum.Enum):
    FLASH_ATTN = enum.auto()
    XFORMERS = enum.auto()
    TORCH_SDPA = enum.auto()
    ROCM_AITER_FA = enum.auto()


@functools.lru_cache
def print_warning_once(msg: str) -> None:
    logger.warning(msg)


def backend_name_to_enum(backend_name: str) -> _Backend:
    try:
        return _Backend[backend_name.upper()]
    except KeyError:
        raise ValueError(f"Unknown vision attention backend {backend_name}") from None


def _platform_default_backend(head_size: int, dtype: torch.dtype) -> _Backend:
    if torch.cuda.is_available() and dtype in (torch.float16, torch.bfloat16) and head_size % 32 == 0:
        return _Backend.FLASH_ATTN
    print_warning_once(
        "Using torch SDPA for the vision encoder: flash-attn is not available for "
        "this platform / head size / dtype combination."
    )
    return _Backend.TORCH_SDPA


def get_vit_attn_backend(head_size: int, dtype: torch.dtype) -> _Backend:
    selected = envs.VLLM_MM_ENCODER_ATTN_BACKEND
    if selected is not None:
        return backend_name_to_enum(selected)
    return _platform_default_backend(head_size, dtype)
