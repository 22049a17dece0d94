"""Minimal tensor-parallel group bookkeeping (single process fallback)."""
import torch.distributed as dist

_TP_WORLD_SIZE = None
_TP_RANK = None


def init_tp(world_size: int = 1, rank: int = 0) -> None:
    global _TP_WORLD_SIZE, _TP_RANK
    _TP_WORLD_SIZE = world_size
    _TP_RANK = rank


def get_tp_world_size() -> int:
    if _TP_WORLD_SIZE is not None:
        return _TP_WORLD_SIZE
    if dist.is_available() and dist.is_initialized():
        return dist.get_world_size()
    return 1


def get_tp_rank() -> int:
    if _TP_RANK is not None:
        return _TP_RANK
    return 0


def tensor_model_parallel_all_reduce(x):
    if get_tp_world_size() == 1:
        return x
    dist.all_reduce(x)
    return x
