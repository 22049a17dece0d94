from __future__ import annotations

import functools
import os
import socket

import torch
import torch.distributed as dist

_DEBUG_COLLECTIVES = os.environ.get("CORPUS_P009_DEBUG_COLLECTIVES", "0") == "1"
_TP_GROUP = None


@functools.lru_cache(maxsize=None)
def get_tensor_model_parallel_world_size() -> int:
    if dist.is_available() and dist.is_initialized():
        return dist.get_world_size(group=_TP_GROUP)
    return int(os.environ.get("CORPUS_P009_TP_SIZE", "1"))


@functools.lru_cache(maxsize=None)
def get_tensor_model_parallel_rank() -> int:
    if dist.is_available() and dist.is_initialized():
        return dist.get_rank(group=_TP_GROUP)
    return 0


def _log_collective(name: str, t: torch.Tensor) -> None:
    print(f"[{socket.gethostname()}:{os.getpid()}] {name} shape={tuple(t.shape)}")


def tensor_model_parallel_all_reduce(input_: torch.Tensor) -> torch.Tensor:
    if get_tensor_model_parallel_world_size() == 1:
        return input_
    if _DEBUG_COLLECTIVES:
        _log_collective("all_reduce", input_)
    dist.all_reduce(input_, group=_TP_GROUP)
    return input_


def tensor_model_parallel_all_gather(input_: torch.Tensor, dim: int = -1) -> torch.Tensor:
    world_size = get_tensor_model_parallel_world_size()
    if world_size == 1:
        return input_
    if _DEBUG_COLLECTIVES:
        _log_collective("all_gather", input_)
    out = input_.new_empty((world_size,) + tuple(input_.shape))
    dist.all_gather_into_tensor(out, input_.contiguous(), group=_TP_GROUP)
    return torch.cat(out.unbind(0), dim=dim)
