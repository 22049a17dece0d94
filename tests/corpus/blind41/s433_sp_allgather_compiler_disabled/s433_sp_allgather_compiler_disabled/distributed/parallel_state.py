import torch.distributed as dist

_SP_GROUP = None


def get_sp_group():
    return _SP_GROUP


def get_sp_world_size() -> int:
    if _SP_GROUP is None or not dist.is_initialized():
        return 1
    return dist.get_world_size(_SP_GROUP)


def get_sp_rank() -> int:
    if _SP_GROUP is None or not dist.is_initialized():
        return 0
    return dist.get_rank(_SP_GROUP)
