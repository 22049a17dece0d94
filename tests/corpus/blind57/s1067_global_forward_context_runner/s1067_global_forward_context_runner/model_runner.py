from __future__ import annotations

import torch

from .forward_context import set_forward_context
from .model import AttentionMetadata, Model


class GPUModelRunner:
    def __init__(self) -> None:
        self.model = Model()
        self.layer_names = [layer.layer_name for layer in self.model.layers]
        self.head_dim = self.model.layers[0].head_dim

    def _build_attn_metadata(self) -> dict:
        scale = self.head_dim ** -0.5
        return {name: AttentionMetadata(causal=True, scale=scale) for name in self.layer_names}

    def execute_model(self, hidden_states: torch.Tensor) -> torch.Tensor:
        attn_metadata = self._build_attn_metadata()
        with set_forward_context(attn_metadata, num_tokens=hidden_states.shape[0]):
            return self.model(hidden_states)


runner = GPUModelRunner()
execute = torch.compile(runner.execute_model, fullgraph=True)
