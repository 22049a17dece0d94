import torch
from torch import nn

from .activation import get_act_fn


class GatedMLP(nn.Module):
    def __init__(self, hidden: int = 8, inter: int = 16, hidden_act: str = "gelu_pytorch_tanh"):
        super().__init__()
        self.gate_up_proj = nn.Linear(hidden, 2 * inter, bias=False)
        self.down_proj = nn.Linear(inter, hidden, bias=False)
        self.hidden_act = hidden_act

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        act_fn = get_act_fn(self.hidden_act)
        gate, up = self.gate_up_proj(x).chunk(2, dim=-1)
        return self.down_proj(act_fn(gate) * up)


compiled_mlp = torch.compile(GatedMLP(), fullgraph=True)
