"""Hot weight reloading for RL rollout workers: the trainer writes a new
checkpoint shard to shared storage and the inference worker picks it up
before the next forward."""
import os
from dataclasses import dataclass, field
from typing import Callable, Dict, Optional

import torch


@dataclass
class CheckpointWatcher:
    path: str
    last_mtime: float = 0.0
    version: int = 0
    _pending: Optional[Dict[str, torch.Tensor]] = field(default=None, repr=False)

    def is_stale(self) -> bool:
        if not self.path:
            return False
        try:
            mtime = os.path.getmtime(self.path)
        except FileNotFoundError:
            return False
        return mtime > self.last_mtime

    def load_pending(self) -> Dict[str, torch.Tensor]:
        state = torch.load(self.path, map_location="cpu", weights_only=True)
        self.last_mtime = os.path.getmtime(self.path)
        self.version += 1
        return state


def make_reload_callback(watcher: CheckpointWatcher) -> Callable[[torch.nn.Module], None]:
    def _reload_if_stale(module: torch.nn.Module) -> None:
        if watcher.is_stale():
            module.load_state_dict(watcher.load_pending(), strict=False)

    return _reload_if_stale
