from dataclasses import dataclass

import torch
import torch.nn as nn

from .activation import get_act_and_mul_fn


@dataclass
class MiniCPMConfig:
    hidden_size: int = 8
    intermediate_size: int = 16
    hidden_act: str = "silu"
    hidden_act_param: float = 0.0
    scale_depth: float = 1.4
    num_hidden_layers: int = 2


class MiniCPMMLP(nn.Module):
    def __init__(self, config: MiniCPMConfig):
        super().__init__()
        self.gate_up_proj = nn.Linear(config.hidden_size, 2 * config.intermediate_size, bias=False)
        self.down_proj = nn.Linear(config.intermediate_size, config.hidden_size, bias=False)
        self.act_fn = get_act_and_mul_fn(config.hidden_act)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.down_proj(self.act_fn(self.gate_up_proj(x)))


config = MiniCPMConfig()
mlp = MiniCPMMLP(config)
_residual_scale = config.scale_depth / config.num_hidden_layers ** 0.5


@torch.compile(fullgraph=True)
def mlp_residual_block(hidden_states: torch.Tensor) -> torch.Tensor:
    return hidden_states + mlp(hidden_states) * _residual_scale
