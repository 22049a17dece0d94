from dataclasses import dataclass

import torch
from torch import nn

from .layers import RMSNorm, SiluAndMul


@dataclass(frozen=True)
class MLPConfig:
    hidden_size: int = 8
    intermediate_size: int = 16
    rms_norm_eps: float = 1e-6


class GatedMLPBlock(nn.Module):
    def __init__(self, config: MLPConfig):
        super().__init__()
        self.input_layernorm = RMSNorm(config.hidden_size, eps=config.rms_norm_eps)
        self.gate_up_proj = nn.Linear(config.hidden_size, 2 * config.intermediate_size, bias=False)
        self.act_fn = SiluAndMul()
        self.down_proj = nn.Linear(config.intermediate_size, config.hidden_size, bias=False)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        residual = hidden_states
        hidden_states = self.input_layernorm(hidden_states)
        hidden_states = self.down_proj(self.act_fn(self.gate_up_proj(hidden_states)))
        return hidden_states + residual


compiled = torch.compile(GatedMLPBlock(MLPConfig()), fullgraph=True)
