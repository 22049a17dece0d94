import hashlib
import os
from dataclasses import dataclass

DEBUG_PREFIX_CACHE = False


@dataclass(frozen=True)
class CacheConfig:
    block_size: int = 4
    num_blocks: int = 8
    hash_seed: str = "kv"

    @property
    def seed_digest(self) -> int:
        # evaluated once in __init__, never inside the compiled region
        return int(hashlib.sha1(self.hash_seed.encode()).hexdigest()[:8], 16)


def load_config() -> CacheConfig:
    bs = int(os.environ.get("S280_BLOCK_SIZE", "4"))
    return CacheConfig(block_size=bs)
