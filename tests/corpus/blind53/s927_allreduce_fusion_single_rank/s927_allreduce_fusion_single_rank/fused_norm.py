from typing import Tuple

import torch

from .comm_utils import all_reduce_if_needed
from .workspace import get_or_create_workspace


def rmsnorm(x: torch.Tensor, weight: torch.Tensor, eps: float = 1e-6) -> torch.Tensor:
    orig_dtype = x.dtype
    x = x.float()
    variance = x.pow(2).mean(dim=-1, keepdim=True)
    x = x * torch.rsqrt(variance + eps)
    return (x * weight.float()).to(orig_dtype)


def _one_shot_fused(x, residual, weight, workspace, eps):
    workspace.buffer[workspace.rank, : x.shape[0]].copy_(x)
    reduced = all_reduce_if_needed(x)
    residual = reduced + residual
    return rmsnorm(residual, weight, eps), residual


@torch.compile(fullgraph=True)
def fused_add_rmsnorm_allreduce(
    x: torch.Tensor, residual: torch.Tensor, weight: torch.Tensor, eps: float = 1e-6
) -> Tuple[torch.Tensor, torch.Tensor]:
    workspace = get_or_create_workspace(x.shape[-1])
    if workspace is not None:
        return _one_shot_fused(x, residual, weight, workspace, eps)
    x = all_reduce_if_needed(x)
    residual = x + residual
    return rmsnorm(residual, weight, eps), residual
