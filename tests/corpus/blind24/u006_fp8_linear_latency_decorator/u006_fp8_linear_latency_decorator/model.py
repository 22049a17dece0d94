from __future__ import annotations

import torch
from torch import nn

from .fp8 import Fp8LinearMethod


class Fp8Linear(nn.Module):
    def __init__(self, in_f: int, out_f: int, bias: bool = False):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(out_f, in_f) * 0.05)
        self.bias = nn.Parameter(torch.zeros(out_f)) if bias else None
        self.quant_method = Fp8LinearMethod()
        self.quant_method.process_weights_after_loading(self)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.quant_method.apply(self, x)


class SharedExpert(nn.Module):
    def __init__(self, hidden: int = 8, inter: int = 16):
        super().__init__()
        self.gate_up = Fp8Linear(hidden, 2 * inter)
        self.down = Fp8Linear(inter, hidden, bias=True)
        self.shared_gate = nn.Linear(hidden, 1, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        g, u = self.gate_up(x).chunk(2, dim=-1)
        out = self.down(torch.nn.functional.silu(g) * u)
        return torch.sigmoid(self.shared_gate(x)) * out


_EXPERT = SharedExpert()


def shared_expert_forward(x: torch.Tensor) -> torch.Tensor:
    return _EXPERT(x)


shared_expert_step = torch.compile(shared_expert_forward, fullgraph=True)
