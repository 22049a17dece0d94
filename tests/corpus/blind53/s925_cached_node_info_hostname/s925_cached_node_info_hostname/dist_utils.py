import functools
import os
import socket
from typing import NamedTuple

import torch.distributed as dist


class NodeInfo(NamedTuple):
    hostname: str
    local_rank: int
    local_world_size: int
    node_rank: int


def _env_int(name: str, default: int) -> int:
    raw = os.environ.get(name, "")
    return int(raw) if raw.strip() else default


@functools.lru_cache(maxsize=None)
def get_node_info() -> NodeInfo:
    hostname = socket.gethostname()
    local_rank = _env_int("LOCAL_RANK", 0)
    local_world_size = _env_int("LOCAL_WORLD_SIZE", 1)
    node_rank = _env_int("NODE_RANK", _env_int("GROUP_RANK", 0))
    return NodeInfo(hostname, local_rank, local_world_size, node_rank)


def get_local_rank() -> int:
    return get_node_info().local_rank


def get_tensor_model_parallel_world_size() -> int:
    if dist.is_initialized():
        return dist.get_world_size()
    return get_node_info().local_world_size


def get_tensor_model_parallel_rank() -> int:
    if dist.is_initialized():
        return dist.get_rank()
    return get_local_rank()
