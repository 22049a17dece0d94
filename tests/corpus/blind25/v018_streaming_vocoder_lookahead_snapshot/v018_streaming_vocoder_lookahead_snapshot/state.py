import copy
from dataclasses import dataclass, field
from typing import Dict

import torch


@dataclass
class ConvCacheState:
    """Left-context tails of every causal conv, keyed by layer name."""

    tails: Dict[str, torch.Tensor] = field(default_factory=dict)
    frames_seen: int = 0

    def get(self, name: str, channels: int, width: int, like: torch.Tensor) -> torch.Tensor:
        t = self.tails.get(name)
        if t is None:
            t = like.new_zeros(like.shape[0], channels, width)
        return t

    def put(self, name: str, tail: torch.Tensor):
        self.tails[name] = tail

    def snapshot(self) -> "ConvCacheState":
        return copy.deepcopy(self)

    def restore(self, snap: "ConvCacheState"):
        self.tails = snap.tails
        self.frames_seen = snap.frames_seen
