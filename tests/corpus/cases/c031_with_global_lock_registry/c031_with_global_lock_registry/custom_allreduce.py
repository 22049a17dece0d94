import torch

from .buffers import register_buffer

WORLD_SIZE = 1


@torch.compile(fullgraph=True)
def all_reduce(x: torch.Tensor) -> torch.Tensor:
    buf = register_buffer("allreduce_in", x.clone())
    return buf * WORLD_SIZE
