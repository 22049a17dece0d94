from __future__ import annotations

import functools
import logging
import os

logger = logging.getLogger("vllm.model_executor.layers.fused_moe")


@functools.lru_cache(maxsize=None)
def print_warning_once(msg: str) -> None:
    # Set the stacklevel to 2 to print the caller's line info
    logger.warning(msg, stacklevel=2)


@functools.lru_cache(maxsize=None)
def print_info_once(msg: str) -> None:
    logger.info(msg, stacklevel=2)


def cdiv(a: int, b: int) -> int:
    return -(a // -b)


def moe_chunk_size() -> int:
    return int(os.getenv("VLLM_FUSED_MOE_CHUNK_SIZE", "32768"))
