import torch
import torch.distributed as dist

from .process_groups import get_group


def all_reduce(x: torch.Tensor, group: str = "tp") -> torch.Tensor:
    info = get_group(group)
    if info.is_trivial:
        return x
    if not dist.is_initialized():
        raise RuntimeError(f"group {group} has world_size={info.world_size} but no default PG")
    dist.all_reduce(x, group=info.handle)
    return x


def split_along_last_dim(x: torch.Tensor, group: str = "tp") -> torch.Tensor:
    info = get_group(group)
    if info.is_trivial:
        return x
    rank = dist.get_rank(info.handle)
    return x.chunk(info.world_size, dim=-1)[rank].contiguous()
