from __future__ import annotations

import math

import torch
import torch.nn as nn
import torch.nn.functional as F

from .workspace import get_workspace_pool


def _round_up(n: int, multiple: int) -> int:
    return int(math.ceil(n / multiple) * multiple)


class GatedMLP(nn.Module):
    """SwiGLU MLP; the gate/up product is written into a pooled scratch buffer."""

    def __init__(self, hidden: int = 8, intermediate: int = 16, align: int = 16) -> None:
        super().__init__()
        self.hidden = hidden
        self.intermediate = intermediate
        self.align = align
        self.gate_up = nn.Linear(hidden, 2 * intermediate, bias=False)
        self.down = nn.Linear(intermediate, hidden, bias=False)
        self.pool = get_workspace_pool()

    def _scratch(self, tokens: int, like: torch.Tensor) -> torch.Tensor:
        numel = _round_up(tokens * self.intermediate, self.align)
        flat = self.pool.get(numel, like.device, like.dtype)
        return flat[: tokens * self.intermediate].view(tokens, self.intermediate)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate, up = self.gate_up(x).chunk(2, dim=-1)
        act = self._scratch(x.shape[0], x)
        act.copy_(F.silu(gate) * up)
        return self.down(act)


compiled_mlp = torch.compile(GatedMLP(), fullgraph=True)
