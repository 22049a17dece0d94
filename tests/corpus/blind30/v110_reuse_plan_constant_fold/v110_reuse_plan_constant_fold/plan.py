"""Pure-Python reuse planning; every input is a Python int known at trace time."""
import enum
import math
from collections import namedtuple
from dataclasses import dataclass

ReusePlan = namedtuple("ReusePlan", ["reused_blocks", "reused_tokens", "fresh_tokens"])


class Granularity(enum.Enum):
    TOKEN = "token"
    BLOCK = "block"


@dataclass(frozen=True)
class CacheConfig:
    block_size: int = 4
    max_cached_blocks: int = 3
    granularity: Granularity = Granularity.BLOCK


def plan_reuse(cfg: CacheConfig, history_len: int, new_len: int) -> ReusePlan:
    if cfg.granularity is Granularity.TOKEN:
        reused = min(history_len, cfg.max_cached_blocks * cfg.block_size)
        return ReusePlan(math.ceil(reused / cfg.block_size), reused, new_len)
    blocks = min(history_len // cfg.block_size, cfg.max_cached_blocks)
    reused = blocks * cfg.block_size
    return ReusePlan(blocks, reused, history_len - reused + new_len)
