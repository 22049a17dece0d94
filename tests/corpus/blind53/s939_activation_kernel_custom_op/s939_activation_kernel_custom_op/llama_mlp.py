import torch
import torch.nn as nn

from .activation import get_act_and_mul_fn


class LlamaMLP(nn.Module):
    def __init__(self, hidden_size: int = 8, intermediate_size: int = 16, hidden_act: str = "silu"):
        super().__init__()
        self.gate_up_proj = nn.Linear(hidden_size, 2 * intermediate_size, bias=False)
        self.down_proj = nn.Linear(intermediate_size, hidden_size, bias=False)
        self.act_fn = get_act_and_mul_fn(hidden_act)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate_up = self.gate_up_proj(x)
        x = self.act_fn(gate_up)
        return self.down_proj(x)


mlp = LlamaMLP()
compiled_mlp = torch.compile(mlp, fullgraph=True)
