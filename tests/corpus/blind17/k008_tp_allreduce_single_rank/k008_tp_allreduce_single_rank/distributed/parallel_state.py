from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

import torch.distributed as dist


@dataclass
class GroupCoordinator:
    world_size: int
    rank_in_group: int
    device_group: Optional[object] = None


_TP: Optional[GroupCoordinator] = None


def initialize_model_parallel(tp_size: int = 1) -> None:
    global _TP
    if dist.is_available() and dist.is_initialized():
        _TP = GroupCoordinator(dist.get_world_size(), dist.get_rank(), dist.group.WORLD)
    else:
        _TP = GroupCoordinator(1, 0)


def get_tp_group() -> Optional[GroupCoordinator]:
    return _TP


def get_tensor_model_parallel_world_size() -> int:
    group = get_tp_group()
    return 1 if group is None else group.world_size


def get_tensor_model_parallel_rank() -> int:
    group = get_tp_group()
    return 0 if group is None else group.rank_in_group
