import os
from typing import Optional

import torch


class TensorDumper:
    """Dumps intermediate tensors to ``<folder>/pass_<id>/<name>.pt`` for offline diffing."""

    def __init__(self, output_folder: str, layers: Optional[list] = None, rank: int = 0):
        self.output_folder = output_folder
        self.layers = set(layers) if layers is not None else None
        self.rank = rank
        self.forward_pass_id = 0

    def on_forward_pass_start(self) -> None:
        self.forward_pass_id += 1

    def _should_dump(self, layer_id: Optional[int]) -> bool:
        if layer_id is None or self.layers is None:
            return True
        return layer_id in self.layers

    def _path_for(self, name: str, layer_id: Optional[int]) -> str:
        stem = name if layer_id is None else f"layer{layer_id}__{name}"
        sub = f"rank{self.rank}_pass{self.forward_pass_id:05d}"
        return os.path.join(self.output_folder, sub, f"{stem}.pt")

    def dump(self, name: str, value: torch.Tensor, layer_id: Optional[int] = None) -> None:
        if not self._should_dump(layer_id):
            return
        path = self._path_for(name, layer_id)
        torch.save(value.detach().cpu(), path)
