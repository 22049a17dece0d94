from __future__ import annotations

import os
from pathlib import Path
from typing import List, Optional

import torch


class TensorDumper:
    def __init__(self, output_folder: str, dump_layers: Optional[List[int]] = None, rank: int = 0):
        self._output_folder = Path(output_folder)
        self._dump_layers = dump_layers
        self._rank = rank
        self._forward_pass_id = 0

    def should_dump(self, layer_id: int) -> bool:
        return self._dump_layers is None or layer_id in self._dump_layers

    @torch.compiler.disable
    def dump(self, name: str, tensor: torch.Tensor, layer_id: int) -> None:
        if not self.should_dump(layer_id):
            return
        folder = self._output_folder / f"pass_{self._forward_pass_id:05d}"
        os.makedirs(folder, exist_ok=True)
        torch.save(tensor.detach().cpu(), folder / f"rank{self._rank}_layer{layer_id}_{name}.pt")

    def next_pass(self) -> None:
        self._forward_pass_id += 1


_tensor_dumper: Optional[TensorDumper] = None


def get_tensor_dumper() -> Optional[TensorDumper]:
    global _tensor_dumper
    return _tensor_dumper


def init_tensor_dumper(output_folder: Optional[str], dump_layers=None) -> None:
    global _tensor_dumper
    if output_folder is None:
        _tensor_dumper = None
    else:
        _tensor_dumper = TensorDumper(output_folder, dump_layers)
