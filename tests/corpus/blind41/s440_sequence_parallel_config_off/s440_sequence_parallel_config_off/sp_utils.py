import warnings

import torch
import torch.distributed as dist
import torch.nn.functional as F


def _sp_rank_and_size():
    return dist.get_rank(), dist.get_world_size()


def split_sequence_for_sp(hidden: torch.Tensor, seq_lens: torch.Tensor, multiple: int):
    rank, world = _sp_rank_and_size()
    lens = seq_lens.tolist()
    total = sum(lens)
    pad = (-total) % (world * multiple)
    if pad:
        warnings.warn(f"padding {pad} tokens for sequence parallelism", stacklevel=2)
        hidden = F.pad(hidden, (0, 0, 0, pad))
    chunk = hidden.shape[0] // world
    return hidden[rank * chunk:(rank + 1) * chunk]


def gather_sequence_from_sp(hidden_local: torch.Tensor, num_tokens: int) -> torch.Tensor:
    world = dist.get_world_size()
    out = hidden_local.new_empty((world * hidden_local.shape[0],) + tuple(hidden_local.shape[1:]))
    dist.all_gather_into_tensor(out, hidden_local.contiguous())
    return out[:num_tokens]


def check_replicated(x: torch.Tensor) -> None:
    ref = x.clone()
    dist.broadcast(ref, src=0)
    if not torch.equal(ref, x):
        raise RuntimeError("tensor diverged across tensor-parallel ranks")
