import torch
from torch import nn

from .activation import gelu_tanh_and_mul


class GemmaMLP(nn.Module):
    def __init__(self, hidden_size: int = 8, intermediate_size: int = 16):
        super().__init__()
        self.gate_up_proj = nn.Linear(hidden_size, 2 * intermediate_size, bias=False)
        self.down_proj = nn.Linear(intermediate_size, hidden_size, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.down_proj(gelu_tanh_and_mul(self.gate_up_proj(x)))


class CpuDecodeEngine:
    def __init__(self):
        self.mlp = GemmaMLP()
        self.final_norm = nn.LayerNorm(8)

    def step(self, hidden_states: torch.Tensor) -> torch.Tensor:
        return self.final_norm(hidden_states + self.mlp(hidden_states))


engine = CpuDecodeEngine()
step = torch.compile(engine.step, fullgraph=True)
