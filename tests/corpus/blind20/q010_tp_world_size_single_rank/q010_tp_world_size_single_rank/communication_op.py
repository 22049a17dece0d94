from __future__ import annotations

import torch
import torch.distributed as dist

from .parallel_state import get_tensor_model_parallel_world_size, get_tp_group


def tensor_model_parallel_all_reduce(input_: torch.Tensor) -> torch.Tensor:
    # Bypass the collective entirely for a single GPU.
    if get_tensor_model_parallel_world_size() == 1:
        return input_
    dist.all_reduce(input_, group=get_tp_group())
    return input_


def tensor_model_parallel_all_gather(input_: torch.Tensor, dim: int = -1) -> torch.Tensor:
    world_size = get_tensor_model_parallel_world_size()
    if world_size == 1:
        return input_
    dim = dim % input_.dim()
    out = torch.empty((world_size,) + input_.shape, dtype=input_.dtype, device=input_.device)
    dist.all_gather_into_tensor(out, input_.contiguous(), group=get_tp_group())
    return out.movedim(0, dim).flatten(dim, dim + 1)
