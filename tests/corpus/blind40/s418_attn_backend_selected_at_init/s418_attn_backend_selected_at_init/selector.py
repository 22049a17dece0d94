import enum
import functools
import importlib.util
import logging
import os
import time

logger = logging.getLogger(__name__)


class _Backend(enum.Enum):
    FLASH_ATTN = enum.auto()
    TORCH_SDPA = enum.auto()


@functools.lru_cache(maxsize=None)
def _flash_attn_importable() -> bool:
    t0 = time.perf_counter()
    found = importlib.util.find_spec("flash_attn") is not None
    logger.debug("flash_attn probe took %.3f ms", (time.perf_counter() - t0) * 1e3)
    return found


@functools.lru_cache(maxsize=None)
def which_attn_to_use(head_size: int, sliding_window) -> _Backend:
    forced = os.environ.get("S418_ATTENTION_BACKEND")
    if forced:
        logger.info("Attention backend forced to %s by environment", forced)
        return _Backend[forced]
    if head_size % 8 != 0 or not _flash_attn_importable():
        logger.info("Using Torch SDPA backend (head_size=%d)", head_size)
        return _Backend.TORCH_SDPA
    return _Backend.FLASH_ATTN


def get_attn_backend_impl_cls(head_size: int, sliding_window=None):
    backend = which_attn_to_use(head_size, sliding_window)
    if backend is _Backend.FLASH_ATTN:
        from .flash_attn_impl import FlashAttentionImpl

        return FlashAttentionImpl
    from .sdpa_impl import TorchSDPAImpl

    return TorchSDPAImpl
