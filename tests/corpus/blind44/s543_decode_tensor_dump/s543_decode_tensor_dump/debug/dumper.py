"""Layer-output dumping for numerical comparison against a reference implementation.

Enabled with ``--debug-tensor-dump-output-folder``; files are named
``<step>_<name>.pt`` so that two runs can be diffed step by step.
"""
import os
from typing import Optional, Sequence

import torch


@torch.compiler.disable
def _save_tensor(folder: str, filename: str, tensor: torch.Tensor) -> None:
    os.makedirs(folder, exist_ok=True)
    torch.save(tensor.detach().cpu(), os.path.join(folder, filename))


class TensorDumper:
    def __init__(self, output_folder: Optional[str], names: Sequence[str] = (), first_step: int = 0):
        self.output_folder = output_folder
        self.names = frozenset(names)
        self.first_step = first_step
        self.forward_pass_id = 0

    @property
    def enabled(self) -> bool:
        return self.output_folder is not None

    def should_dump(self, name: str) -> bool:
        if not self.enabled or self.forward_pass_id < self.first_step:
            return False
        return not self.names or name in self.names

    def dump(self, name: str, tensor: torch.Tensor) -> None:
        if self.should_dump(name):
            self._write(name, tensor)

    def _write(self, name: str, tensor: torch.Tensor) -> None:
        filename = f"{self.forward_pass_id:06d}_{name}.pt"
        _save_tensor(self.output_folder, filename, tensor)

    def next_pass(self) -> None:
        self.forward_pass_id += 1
