import functools
import logging
import os

import torch.distributed as dist

logger = logging.getLogger(__name__)

_TRUTHY = {"true", "1", "yes", "y", "on"}
_FALSY = {"false", "0", "no", "n", "off"}


def get_bool_env_var(name: str, default: str = "false") -> bool:
    value = os.getenv(name, default)
    value = value.lower()
    if value not in _TRUTHY and value not in _FALSY:
        logger.warning("get_bool_env_var(%s) see non-understandable value=%s", name, value)
    return value in _TRUTHY


def get_int_env_var(name: str, default: int = 0) -> int:
    value = os.getenv(name)
    if value is None or not value.strip():
        return default
    return int(value)


@functools.lru_cache(maxsize=1)
def get_moe_expert_parallel_rank() -> int:
    if dist.is_available() and dist.is_initialized():
        return dist.get_rank()
    return 0
