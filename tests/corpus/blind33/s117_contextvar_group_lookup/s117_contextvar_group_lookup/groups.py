"""Process-group registry.

Groups are registered once at start-up; the *active* group is scoped with a
ContextVar so that graph capture / draft-model runs can temporarily switch
to a different group without threading it through every call.
"""
from __future__ import annotations

import contextlib
import contextvars
from dataclasses import dataclass


@dataclass(frozen=True)
class CommGroup:
    name: str
    world_size: int
    rank: int

    @property
    def is_first_rank(self) -> bool:
        return self.rank == 0


_REGISTRY: dict[str, CommGroup] = {}
_ACTIVE_TP: contextvars.ContextVar[str] = contextvars.ContextVar("active_tp_group", default="tp")


def init_groups(world_size: int = 1, rank: int = 0) -> None:
    _REGISTRY["tp"] = CommGroup("tp", world_size, rank)
    _REGISTRY["draft_tp"] = CommGroup("draft_tp", 1, 0)


def get_tp_group() -> CommGroup:
    return _REGISTRY[_ACTIVE_TP.get()]


@contextlib.contextmanager
def use_group(name: str):
    token = _ACTIVE_TP.set(name)
    try:
        yield _REGISTRY[name]
    finally:
        _ACTIVE_TP.reset(token)


init_groups()
