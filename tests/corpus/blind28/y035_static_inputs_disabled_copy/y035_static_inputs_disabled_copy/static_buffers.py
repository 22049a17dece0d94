"""Persistent input buffers for a captured decode step.

The captured step always reads from the same tensors; every call copies the
live batch into the front of those buffers and zeroes the tail.
"""
from dataclasses import dataclass
from typing import Dict

import torch


@dataclass
class StaticBufferSpec:
    max_batch: int
    hidden: int
    dtype: torch.dtype = torch.float32


def _copy_and_clear(dst: torch.Tensor, src: torch.Tensor) -> None:
    n = src.shape[0]
    dst[:n].copy_(src)
    dst[n:].zero_()


# Copying into the static buffers must not be recorded as part of the graph,
# otherwise every distinct batch size would recompile.
copy_and_clear = torch.compiler.disable(_copy_and_clear)


class StaticInputBuffers:
    def __init__(self, spec: StaticBufferSpec):
        self.spec = spec
        self.buffers: Dict[str, torch.Tensor] = {
            "hidden": torch.zeros(spec.max_batch, spec.hidden, dtype=spec.dtype),
            "positions": torch.zeros(spec.max_batch, dtype=torch.long),
        }

    def load(self, hidden: torch.Tensor, positions: torch.Tensor) -> Dict[str, torch.Tensor]:
        copy_and_clear(self.buffers["hidden"], hidden)
        copy_and_clear(self.buffers["positions"], positions)
        return self.buffers
