from __future__ import annotations

import torch

from .activations import apply_activation
from .policy import ActKind, GatedPolicy, clamped


class GatedMLP(torch.nn.Module):
    def __init__(self, hidden: int, inter: int, hidden_act: str, fp16_clamp=None) -> None:
        super().__init__()
        self.hidden_act = hidden_act
        self.fp16_clamp = fp16_clamp
        self.gate_up = torch.nn.Linear(hidden, 2 * inter, bias=False)
        self.down = torch.nn.Linear(inter, hidden, bias=False)

    def policy(self) -> GatedPolicy:
        return GatedPolicy(kind=ActKind(self.hidden_act), clamp=None)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        with clamped(self.policy(), self.fp16_clamp) as pol:
            h = apply_activation(pol, self.gate_up(x))
        return self.down(h)


compiled_mlp = torch.compile(GatedMLP(16, 32, hidden_act="swish", fp16_clamp=50.0), fullgraph=True)
