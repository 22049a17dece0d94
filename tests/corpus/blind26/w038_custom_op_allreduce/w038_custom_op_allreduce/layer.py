import torch
import torch.nn.functional as F

from .ops import all_reduce


def _maybe_add_bias(out, bias, rank=0):
    # Only rank 0 adds the bias so it is not counted world_size times.
    if bias is not None and rank == 0:
        out = out + bias
    return out


@torch.compile(fullgraph=True)
def row_parallel_forward(x: torch.Tensor, weight: torch.Tensor, bias: torch.Tensor) -> torch.Tensor:
    out = F.linear(x, weight)
    out = all_reduce(out)
    return _maybe_add_bias(out, bias)
