"""Persistent input buffers shared by every captured decode graph."""
from __future__ import annotations

import dataclasses
from typing import Dict

import torch


def copy_into(dst: torch.Tensor, src: torch.Tensor) -> torch.Tensor:
    """Copy ``src`` into the front of the persistent buffer ``dst``.

    The scheduler usually builds its tensors directly inside the persistent
    buffers (``prepare_inputs(out=...)``); then there is nothing to copy.
    """
    n = src.shape[0]
    if src.data_ptr() != dst.data_ptr():
        dst[:n].copy_(src)
    return dst[:n]


@dataclasses.dataclass
class StaticInputBuffers:
    max_num_tokens: int
    device: str = "cpu"
    tensors: Dict[str, torch.Tensor] = dataclasses.field(default_factory=dict)

    def __post_init__(self):
        self.tensors["input_ids"] = torch.zeros(self.max_num_tokens, dtype=torch.long, device=self.device)
        self.tensors["positions"] = torch.zeros(self.max_num_tokens, dtype=torch.long, device=self.device)

    def stage(self, **inputs: torch.Tensor) -> Dict[str, torch.Tensor]:
        return {name: copy_into(self.tensors[name], t) for name, t in inputs.items()}
