import logging
import os
import time

import torch

logger = logging.getLogger(__name__)

_ROPE_STATS = {"calls": 0, "max_position": 0, "last_check": 0.0}


def rope_debug_enabled() -> bool:
    return os.environ.get("SGLANG_ROPE_DEBUG", "0") == "1"


def check_rope_cache_capacity(name: str, positions: torch.Tensor, cache: torch.Tensor) -> None:
    """Track the largest position seen and warn when it reaches the cache end."""
    max_pos = int(positions.max().item())
    _ROPE_STATS["calls"] += 1
    _ROPE_STATS["max_position"] = max(_ROPE_STATS["max_position"], max_pos)
    _ROPE_STATS["last_check"] = time.monotonic()
    if max_pos >= cache.shape[0]:
        raise IndexError(f"{name}: position {max_pos} outside cos/sin cache of {cache.shape[0]} entries")
    if max_pos >= 0.9 * cache.shape[0]:
        logger.warning("%s: position %d close to cos/sin cache limit %d", name, max_pos, cache.shape[0])
    if rope_debug_enabled():
        print(f"[rope] {name} positions={positions.tolist()}")
