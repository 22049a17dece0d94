"""Process-group bookkeeping (single-process friendly)."""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class GroupInfo:
    name: str
    world_size: int = 1
    rank: int = 0
    backend: str = "gloo"
    ranks: list = field(default_factory=lambda: [0])


_GROUPS: dict[str, GroupInfo] = {}


def register_group(name: str, world_size: int = 1, rank: int = 0) -> GroupInfo:
    info = GroupInfo(name=name, world_size=world_size, rank=rank, ranks=list(range(world_size)))
    _GROUPS[name] = info
    return info


def get_group(name: str = "tp") -> GroupInfo:
    if name not in _GROUPS:
        return register_group(name)
    return _GROUPS[name]


def get_tp_world_size() -> int:
    return get_group("tp").world_size


def get_tp_rank() -> int:
    return get_group("tp").rank


register_group("tp", world_size=1, rank=0)
