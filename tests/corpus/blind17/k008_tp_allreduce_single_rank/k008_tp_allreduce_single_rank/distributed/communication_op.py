from __future__ import annotations

import logging
import time

import torch
import torch.distributed as dist

from .. import envs
from .parallel_state import get_tensor_model_parallel_world_size, get_tp_group

logger = logging.getLogger(__name__)


def _is_compiling() -> bool:
    return torch.compiler.is_compiling()


def _trace(msg: str, x: torch.Tensor) -> None:
    print(f"[allreduce {time.time():.3f}] {msg} shape={tuple(x.shape)} sum={x.sum().item():.4f}")


def tensor_model_parallel_all_reduce(input_: torch.Tensor) -> torch.Tensor:
    if envs.SGLANG_TRACE_ALLREDUCE:
        _trace("tp all_reduce", input_)
    if get_tensor_model_parallel_world_size() == 1:
        if envs.SGLANG_WARN_SINGLE_RANK and not _is_compiling():
            logger.warning("all_reduce called with a single rank; returning input unchanged")
        return input_
    group = get_tp_group()
    dist.all_reduce(input_, group=group.device_group)
    return input_
