from dataclasses import dataclass

import torch
from torch import nn

from .activation import get_act_fn


@dataclass
class MLPConfig:
    hidden_size: int = 8
    intermediate_size: int = 16
    hidden_act: str = "gelu_pytorch_tanh"
    bias: bool = False


class GatedMLP(nn.Module):
    def __init__(self, config: MLPConfig):
        super().__init__()
        self.gate_up_proj = nn.Linear(
            config.hidden_size, 2 * config.intermediate_size, bias=config.bias
        )
        self.down_proj = nn.Linear(config.intermediate_size, config.hidden_size, bias=config.bias)
        self.act_fn = get_act_fn(config.hidden_act, gated=True)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        gate_up = self.gate_up_proj(hidden_states)
        x = self.act_fn(gate_up)
        return self.down_proj(x)


mlp = GatedMLP(MLPConfig())
compiled_mlp = torch.compile(mlp, fullgraph=True)
