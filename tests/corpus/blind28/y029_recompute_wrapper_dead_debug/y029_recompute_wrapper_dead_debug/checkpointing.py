"""Wrapper applying non-reentrant activation checkpointing to a block."""
import sys
import time

import torch
from torch import nn
from torch.utils.checkpoint import checkpoint

from . import flags


class CheckpointWrapper(nn.Module):
    def __init__(self, block: nn.Module, enabled: bool = True):
        super().__init__()
        self.block = block
        self.enabled = enabled
        self._recomputes = 0

    def _debug_forward(self, *args):
        t0 = time.perf_counter()
        out = self.block(*args)
        print(
            f"[recompute] {type(self.block).__name__} {time.perf_counter() - t0:.4f}s",
            file=sys.stderr,
        )
        self._recomputes += 1
        return out

    def forward(self, *args):
        if not self.enabled:
            return self.block(*args)
        fn = self._debug_forward if flags.DEBUG_RECOMPUTE else self.block
        return checkpoint(fn, *args, use_reentrant=False)


def wrap_every_nth(layers: nn.ModuleList, every: int) -> nn.ModuleList:
    return nn.ModuleList(
        CheckpointWrapper(layer) if i % every == 0 else layer
        for i, layer in enumerate(layers)
    )
