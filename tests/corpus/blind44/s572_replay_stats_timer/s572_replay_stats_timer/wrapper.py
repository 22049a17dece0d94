from typing import Callable, List

import torch
from torch import nn

from .stats import ReplayStats

ReplayHook = Callable[[int, int], None]


class MLPBlock(nn.Module):
    def __init__(self, hidden: int, intermediate: int):
        super().__init__()
        self.up = nn.Linear(hidden, intermediate)
        self.down = nn.Linear(intermediate, hidden)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.down(torch.nn.functional.silu(self.up(x)))


class GraphedDecodeWrapper(nn.Module):
    """Pads to a captured batch size, runs the block and notifies replay hooks."""

    def __init__(self, block: nn.Module, capture_bs=(1, 2, 4, 8, 16), hidden: int = 8):
        super().__init__()
        self.block = block
        self.capture_bs = tuple(sorted(capture_bs))
        self.register_buffer("static_input", torch.zeros(self.capture_bs[-1], hidden), persistent=False)
        self._replay_hooks: List[ReplayHook] = []
        self.stats = ReplayStats()
        self.register_replay_hook(self.stats.on_replay)

    def register_replay_hook(self, hook: ReplayHook) -> None:
        self._replay_hooks.append(hook)

    def _padded_bs(self, raw_bs: int) -> int:
        for bs in self.capture_bs:
            if bs >= raw_bs:
                return bs
        return raw_bs

    def _notify(self, raw_bs: int, padded_bs: int) -> None:
        for hook in self._replay_hooks:
            hook(raw_bs, padded_bs)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        raw_bs = x.shape[0]
        bs = self._padded_bs(raw_bs)
        self.static_input[:raw_bs].copy_(x)
        out = self.block(self.static_input[:bs])
        self._notify(raw_bs, bs)
        return out[:raw_bs]
