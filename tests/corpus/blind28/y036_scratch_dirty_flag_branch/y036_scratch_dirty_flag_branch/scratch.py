"""Scratch accumulators that are reused across forward calls.

Zeroing a large accumulator every step is wasteful, so each scratch slot
tracks whether anything was written since the last clear.
"""
from typing import Dict

import torch
import torch.nn as nn


class ScratchSlot(nn.Module):
    def __init__(self, shape):
        super().__init__()
        self.register_buffer("data", torch.zeros(shape), persistent=False)
        self.register_buffer("dirty", torch.zeros((), dtype=torch.bool), persistent=False)

    def clear_if_needed(self) -> None:
        if self.dirty:
            self.data.zero_()
            self.dirty.fill_(False)

    def accumulate(self, value: torch.Tensor) -> torch.Tensor:
        self.data.add_(value)
        self.dirty.fill_(True)
        return self.data


class ScratchRegistry(nn.Module):
    """Owns one slot per named accumulator."""

    def __init__(self, specs: Dict[str, tuple]):
        super().__init__()
        self.slots = nn.ModuleDict({name: ScratchSlot(shape) for name, shape in specs.items()})

    def fresh(self, name: str) -> ScratchSlot:
        slot = self.slots[name]
        slot.clear_if_needed()
        return slot
