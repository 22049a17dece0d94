from dataclasses import dataclass

import torch
import torch.nn as nn

from .activation import get_act_and_mul_fn


@dataclass
class MLPConfig:
    hidden_size: int = 8
    intermediate_size: int = 16
    hidden_act: str = "gelu_pytorch_tanh"
    use_fused_act_kernel: bool = True


class GemmaMLP(nn.Module):
    def __init__(self, config: MLPConfig):
        super().__init__()
        self.gate_up_proj = nn.Linear(config.hidden_size, 2 * config.intermediate_size, bias=False)
        self.down_proj = nn.Linear(config.intermediate_size, config.hidden_size, bias=False)
        self.act_fn = get_act_and_mul_fn(config.hidden_act, config.use_fused_act_kernel)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate_up = self.gate_up_proj(x)
        x = self.act_fn(gate_up)
        return self.down_proj(x)


compiled = torch.compile(GemmaMLP(MLPConfig()), fullgraph=True)
