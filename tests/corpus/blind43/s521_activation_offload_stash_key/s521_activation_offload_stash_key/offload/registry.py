from typing import Dict

import torch

from ..config import OffloadConfig
from .keys import StashKey, stash_key


class ActivationStash:
    """Keeps references to activations that will be moved to host memory
    once the backward pass no longer needs them on the device."""

    def __init__(self, config: OffloadConfig):
        self.config = config
        self._slots: Dict[StashKey, torch.Tensor] = {}
        self._num_stashed = 0

    def should_offload(self, t: torch.Tensor) -> bool:
        return self.config.enabled and t.numel() >= self.config.min_numel

    def stash(self, t: torch.Tensor) -> torch.Tensor:
        if not self.should_offload(t):
            return t
        key = stash_key(t)
        if key not in self._slots:
            self._slots[key] = t
            self._num_stashed += 1
        return t

    def clear(self) -> None:
        self._slots.clear()
        self._num_stashed = 0
