import torch
import torch.nn.functional as F

from .distributed import (
    get_sp_rank,
    get_sp_world_size,
    sequence_parallel_all_gather,
    sequence_parallel_reduce_scatter,
)


def pad_to_sp_multiple(x: torch.Tensor) -> tuple[torch.Tensor, int]:
    sp = get_sp_world_size()
    pad = (-x.shape[0]) % sp
    if pad:
        x = F.pad(x, (0, 0, 0, pad))
    return x, pad


def scatter_sequence(x: torch.Tensor) -> torch.Tensor:
    x, _ = pad_to_sp_multiple(x)
    sp, rank = get_sp_world_size(), get_sp_rank()
    chunk = x.shape[0] // sp
    return x[rank * chunk:(rank + 1) * chunk]


def gather_sequence(x_local: torch.Tensor, num_tokens: int) -> torch.Tensor:
    full = sequence_parallel_all_gather(x_local, dim=0)
    return full[:num_tokens]


def rms_norm(x: torch.Tensor, weight: torch.Tensor, eps: float = 1e-6) -> torch.Tensor:
    var = x.pow(2).mean(-1, keepdim=True)
    return x * torch.rsqrt(var + eps) * weight


def sp_mlp_block(hidden: torch.Tensor, norm_w: torch.Tensor, w_up: torch.Tensor,
                 w_down: torch.Tensor) -> torch.Tensor:
    num_tokens = hidden.shape[0]
    local = scatter_sequence(hidden)
    local = rms_norm(local, norm_w)
    full = gather_sequence(local, num_tokens)
    y = F.gelu(full @ w_up) @ w_down
    y, _ = pad_to_sp_multiple(y)
    y = sequence_parallel_reduce_scatter(y)
    return hidden + y[:num_tokens]


step = torch.compile(sp_mlp_block, fullgraph=True)
