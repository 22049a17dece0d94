from dataclasses import dataclass
from typing import Optional

import torch
import torch.nn as nn
from torch.utils.checkpoint import checkpoint, checkpoint_sequential


@dataclass
class ModelConfig:
    architecture: str = "ResMLP"
    hidden_size: int = 8
    intermediate_size: int = 16
    num_hidden_layers: int = 4
    # carried over from the training recipe that produced the checkpoint
    activation_checkpointing: bool = True
    checkpoint_segments: int = 2
    use_reentrant: bool = False


class GradientCheckpointingMixin:
    """Shared by the trainer and the serving engine: both import the same model code."""

    gradient_checkpointing: bool = False
    checkpoint_segments: Optional[int] = None
    use_reentrant: bool = False

    def gradient_checkpointing_enable(self, segments: Optional[int] = None, use_reentrant: bool = False):
        self.gradient_checkpointing = True
        self.checkpoint_segments = segments
        self.use_reentrant = use_reentrant

    def gradient_checkpointing_disable(self):
        self.gradient_checkpointing = False

    def _checkpointing_active(self) -> bool:
        return self.gradient_checkpointing and torch.is_grad_enabled()

    def run_layers(self, layers: nn.ModuleList, hidden_states: torch.Tensor) -> torch.Tensor:
        if not self._checkpointing_active():
            for layer in layers:
                hidden_states = layer(hidden_states)
            return hidden_states
        if self.checkpoint_segments:
            return checkpoint_sequential(
                layers, self.checkpoint_segments, hidden_states, use_reentrant=self.use_reentrant
            )
        for layer in layers:
            hidden_states = checkpoint(layer, hidden_states, use_reentrant=self.use_reentrant)
        return hidden_states
