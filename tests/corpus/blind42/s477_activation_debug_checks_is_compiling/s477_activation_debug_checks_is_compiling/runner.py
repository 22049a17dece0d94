import torch
from torch import nn

from .activation import GeluAndMul, SiluAndMul

_ACTS = {"silu": SiluAndMul, "gelu_pytorch_tanh": GeluAndMul}


class TinyMLP(nn.Module):
    def __init__(self, hidden: int, inter: int, act: str):
        super().__init__()
        self.gate_up = nn.Linear(hidden, 2 * inter, bias=False)
        self.down = nn.Linear(inter, hidden, bias=False)
        self.act = _ACTS[act]()

    def forward(self, x):
        return self.down(self.act(self.gate_up(x)))


class MLPRunner:
    def __init__(self, hidden: int = 8, inter: int = 16, act: str = "gelu_pytorch_tanh"):
        self.mlp = TinyMLP(hidden, inter, act)
        self.norm = nn.RMSNorm(hidden, eps=1e-6)

    def forward_decode(self, hidden_states: torch.Tensor) -> torch.Tensor:
        return hidden_states + self.mlp(self.norm(hidden_states))


runner = MLPRunner()
decode = torch.compile(runner.forward_decode, fullgraph=True)
