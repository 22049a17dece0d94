from __future__ import annotations

from contextlib import ExitStack
from typing import Optional

import torch
from torch import nn

from .contexts import ExecutionConfig, build_forward_contexts
from .model import EncoderBlock


class ModelRunner:
    def __init__(self, hidden_size: int = 8, num_heads: int = 2, num_layers: int = 2,
                 exec_config: Optional[ExecutionConfig] = None) -> None:
        self.exec_config = exec_config or ExecutionConfig()
        self.layers = nn.ModuleList(EncoderBlock(hidden_size, num_heads) for _ in range(num_layers))
        self.final_ln = nn.LayerNorm(hidden_size)

    def _run_layers(self, hidden_states: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            hidden_states = layer(hidden_states)
        return self.final_ln(hidden_states)

    @torch.compile(fullgraph=True)
    def forward(self, input_embeds: torch.Tensor) -> torch.Tensor:
        with ExitStack() as stack:
            for ctx in build_forward_contexts(self.exec_config):
                stack.enter_context(ctx)
            hidden_states = self._run_layers(input_embeds.unsqueeze(0))
        return hidden_states.squeeze(0).float()
