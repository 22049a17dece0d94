from typing import Optional

import torch
import torch.distributed as dist

_TP_GROUP: Optional["dist.ProcessGroup"] = None
_TP_WORLD_SIZE: int = 1
_TP_RANK: int = 0


def initialize_model_parallel(tensor_model_parallel_size: int = 1) -> None:
    global _TP_GROUP, _TP_WORLD_SIZE, _TP_RANK
    if tensor_model_parallel_size == 1:
        _TP_GROUP, _TP_WORLD_SIZE, _TP_RANK = None, 1, 0
        return
    if not dist.is_initialized():
        raise RuntimeError("torch.distributed must be initialized for tensor parallelism")
    world = dist.get_world_size()
    rank = dist.get_rank()
    for start in range(0, world, tensor_model_parallel_size):
        ranks = list(range(start, start + tensor_model_parallel_size))
        group = dist.new_group(ranks)
        if rank in ranks:
            _TP_GROUP = group
            _TP_RANK = ranks.index(rank)
    _TP_WORLD_SIZE = tensor_model_parallel_size


def get_tensor_model_parallel_group():
    return _TP_GROUP


def get_tensor_model_parallel_world_size() -> int:
    return _TP_WORLD_SIZE


def get_tensor_model_parallel_rank() -> int:
    return _TP_RANK


def divide(numerator: int, denominator: int) -> int:
    assert numerator % denominator == 0, f"{numerator} is not divisible by {denominator}"
    return numerator // denominator
