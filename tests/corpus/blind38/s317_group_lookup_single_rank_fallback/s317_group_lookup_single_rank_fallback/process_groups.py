"""Named process-group lookup. On one process every lookup resolves to a trivial group."""
import os
from dataclasses import dataclass
from typing import Optional

import torch.distributed as dist


@dataclass
class GroupInfo:
    name: str
    handle: Optional[object] = None

    @property
    def world_size(self) -> int:
        if self.handle is None or not (dist.is_available() and dist.is_initialized()):
            return int(os.environ.get("LOCAL_WORLD_SIZE", "1"))
        return dist.get_world_size(self.handle)

    @property
    def is_trivial(self) -> bool:
        return self.world_size == 1


_REGISTRY = {
    "tp": GroupInfo("tp"),
    "sp": GroupInfo("sp"),
    "pp": GroupInfo("pp"),
}


def get_group(name: str) -> GroupInfo:
    try:
        return _REGISTRY[name]
    except KeyError:
        raise KeyError(f"unknown process group {name!r}; known: {sorted(_REGISTRY)}") from None
