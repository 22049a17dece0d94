import torch
import torch.nn as nn

from .registry import get_act_fn


class MergedColumnLinear(nn.Module):
    def __init__(self, input_size: int, output_sizes: list[int], bias: bool = False):
        super().__init__()
        self.output_sizes = output_sizes
        self.weight = nn.Parameter(torch.randn(sum(output_sizes), input_size) * 0.02)
        self.bias = nn.Parameter(torch.zeros(sum(output_sizes))) if bias else None

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return nn.functional.linear(x, self.weight, self.bias)


class GatedMLP(nn.Module):
    def __init__(self, hidden_size: int, intermediate_size: int, hidden_act: str = "silu"):
        super().__init__()
        self.gate_up_proj = MergedColumnLinear(hidden_size, [intermediate_size] * 2)
        self.down_proj = nn.Linear(intermediate_size, hidden_size, bias=False)
        self.hidden_act = hidden_act

    def act_and_mul(self, gate_up: torch.Tensor) -> torch.Tensor:
        gate, up = gate_up.chunk(2, dim=-1)
        act_fn = get_act_fn(self.hidden_act)
        return act_fn(gate) * up

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate_up = self.gate_up_proj(x)
        return self.down_proj(self.act_and_mul(gate_up))


_mlp = GatedMLP(hidden_size=8, intermediate_size=16, hidden_act="SiLU")
mlp_forward = torch.compile(_mlp.forward, fullgraph=True)
