from typing import Optional, Tuple

import torch
from torch import nn

from . import norm_ops


class RMSNorm(nn.Module):
    def __init__(self, hidden_size: int, eps: float = 1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden_size))
        self.variance_epsilon = eps

    def forward(
        self, x: torch.Tensor, residual: Optional[torch.Tensor] = None
    ):
        if residual is None:
            return norm_ops.rms_norm(x, self.weight, self.variance_epsilon)
        return norm_ops.fused_add_rms_norm(x, residual, self.weight, self.variance_epsilon)


class DecoderLayer(nn.Module):
    def __init__(self, hidden_size: int = 8, intermediate_size: int = 16):
        super().__init__()
        self.input_layernorm = RMSNorm(hidden_size)
        self.post_attention_layernorm = RMSNorm(hidden_size)
        self.mixer = nn.Linear(hidden_size, hidden_size, bias=False)
        self.up = nn.Linear(hidden_size, intermediate_size, bias=False)
        self.down = nn.Linear(intermediate_size, hidden_size, bias=False)

    def forward(
        self, hidden_states: torch.Tensor, residual: torch.Tensor
    ) -> Tuple[torch.Tensor, torch.Tensor]:
        hidden_states, residual = self.input_layernorm(hidden_states, residual)
        hidden_states = self.mixer(hidden_states)
        hidden_states, residual = self.post_attention_layernorm(hidden_states, residual)
        hidden_states = self.down(torch.nn.functional.silu(self.up(hidden_states)))
        return hidden_states, residual


layer = DecoderLayer()
compiled_layer = torch.compile(layer, fullgraph=True)
