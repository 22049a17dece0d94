"""Process-group registry with single-process fallbacks."""
from typing import Dict, Optional

import torch.distributed as dist

_GROUPS: Dict[str, Optional[object]] = {}


def register_group(name: str, group) -> None:
    _GROUPS[name] = group


def get_group(name: str):
    return _GROUPS.get(name)


def group_size(name: str) -> int:
    group = get_group(name)
    if group is None or not dist.is_initialized():
        return 1
    return dist.get_world_size(group)


def group_rank(name: str) -> int:
    group = get_group(name)
    if group is None or not dist.is_initialized():
        return 0
    return dist.get_rank(group)
