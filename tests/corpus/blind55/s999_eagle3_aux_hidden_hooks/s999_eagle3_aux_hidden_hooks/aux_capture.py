import logging
from typing import Dict, Iterable, List

import torch
import torch.nn as nn
from torch.utils.hooks import RemovableHandle

logger = logging.getLogger(__name__)


@torch.compiler.disable
def _log_captured(layer_id: int, hidden: torch.Tensor) -> None:
    logger.info(
        "captured aux hidden state from layer %d: shape=%s absmax=%.4f",
        layer_id, tuple(hidden.shape), hidden.abs().max().item(),
    )


class AuxHiddenStateCapture:
    """Collects (hidden + residual) of selected decoder layers for the EAGLE-3 draft head."""

    def __init__(self, layer_ids: Iterable[int], debug: bool = False):
        self.layer_ids = list(layer_ids)
        self.debug = debug
        self.buffer: List[torch.Tensor] = []
        self._handles: Dict[int, RemovableHandle] = {}

    def _make_hook(self, layer_id: int):
        def hook(module: nn.Module, args, output):
            hidden_states, residual = output
            captured = hidden_states + residual
            self.buffer.append(captured)
            if self.debug:
                _log_captured(layer_id, captured)

        return hook

    def register(self, layers: nn.ModuleList) -> None:
        for layer_id in self.layer_ids:
            if layer_id in self._handles:
                continue
            self._handles[layer_id] = layers[layer_id].register_forward_hook(self._make_hook(layer_id))

    def remove(self) -> None:
        for handle in self._handles.values():
            handle.remove()
        self._handles.clear()

    def reset(self) -> None:
        self.buffer.clear()

    def collect(self) -> torch.Tensor:
        return torch.cat(self.buffer, dim=-1)
