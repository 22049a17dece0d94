import torch
import torch.distributed as dist


def tensor_parallel_size() -> int:
    if dist.is_available() and dist.is_initialized():
        return dist.get_world_size()
    return 1


def log_rank_stats(name: str, t: torch.Tensor) -> None:
    if not dist.is_initialized():
        return
    print(f"[rank {dist.get_rank()}] {name}: shape={tuple(t.shape)} dtype={t.dtype}")


def all_reduce_if_needed(t: torch.Tensor) -> torch.Tensor:
    if tensor_parallel_size() == 1:
        return t
    dist.all_reduce(t)
    return t
