"""All-reduce backend registry and selection for tensor-parallel groups."""
import functools
import os
import socket
from typing import Callable, Dict

import torch

_CUSTOM_AR_MAX_BYTES = 8 * 1024 * 1024
_ALL_REDUCE_BACKENDS: Dict[str, Callable[[torch.Tensor, int], torch.Tensor]] = {}


def register_all_reduce_backend(name: str):
    def deco(fn):
        _ALL_REDUCE_BACKENDS[name] = fn
        return fn
    return deco


@register_all_reduce_backend("identity")
def _identity_all_reduce(x: torch.Tensor, world_size: int) -> torch.Tensor:
    return x


@register_all_reduce_backend("custom_ar")
def _custom_all_reduce(x: torch.Tensor, world_size: int) -> torch.Tensor:
    # one-shot IPC all-reduce; single-rank groups reduce to a copy
    return x.clone() if world_size == 1 else x


@register_all_reduce_backend("nccl")
def _nccl_all_reduce(x: torch.Tensor, world_size: int) -> torch.Tensor:
    if world_size > 1:
        torch.distributed.all_reduce(x)
    return x


@functools.lru_cache(maxsize=None)
def _tp_group_is_single_node() -> bool:
    this_host = socket.gethostname()
    hosts = os.environ.get("SGLANG_TP_HOSTS", this_host).split(",")
    return all(h == this_host for h in hosts)


def select_all_reduce_backend(x: torch.Tensor, world_size: int, disable_custom_ar: bool) -> str:
    nbytes = x.numel() * x.element_size()
    if not disable_custom_ar and nbytes <= _CUSTOM_AR_MAX_BYTES and _tp_group_is_single_node():
        return "custom_ar"
    if world_size == 1:
        return "identity"
    return "nccl"


def tensor_model_parallel_all_reduce(x: torch.Tensor, world_size: int,
                                     disable_custom_ar: bool = False) -> torch.Tensor:
    backend = select_all_reduce_backend(x, world_size, disable_custom_ar)
    return _ALL_REDUCE_BACKENDS[backend](x, world_size)
