import torch

from .parallel_state import get_tensor_model_parallel_world_size, get_tp_group


def tensor_model_parallel_all_reduce(input_: torch.Tensor) -> torch.Tensor:
    """All-reduce the input tensor across the tensor parallel group."""
    if get_tensor_model_parallel_world_size() == 1:
        return input_
    return get_tp_group().all_reduce(input_)


def tensor_model_parallel_all_gather(input_: torch.Tensor, dim: int = -1) -> torch.Tensor:
    world_size = get_tensor_model_parallel_world_size()
    if world_size == 1:
        return input_
    chunks = [torch.empty_like(input_) for _ in range(world_size)]
    torch.distributed.all_gather(chunks, input_, group=get_tp_group().device_group)
    return torch.cat(chunks, dim=dim)
