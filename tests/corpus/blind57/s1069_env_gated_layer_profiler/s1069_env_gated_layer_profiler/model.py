from __future__ import annotations

from contextlib import nullcontext
from typing import Optional

import torch
import torch.nn.functional as F
from torch import nn

from .profiler import STEP_STATS, LayerProfiler
from .utils import get_bool_env_var, get_int_env_var


class ProfiledMLP(nn.Module):
    def __init__(self, layer_id: int, hidden: int, inter: int,
                 profiler: Optional[LayerProfiler]) -> None:
        super().__init__()
        self.span_name = f"layers.{layer_id}.mlp"
        self.up = nn.Linear(hidden, 2 * inter, bias=False)
        self.down = nn.Linear(inter, hidden, bias=False)
        self.profiler = profiler

    def _span(self):
        if self.profiler is None:
            return nullcontext()
        return self.profiler.span(self.span_name)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        with self._span():
            gate, up = self.up(x).chunk(2, dim=-1)
            return self.down(F.gelu(gate, approximate="tanh") * up)


class Model(nn.Module):
    def __init__(self, hidden: int = 8, inter: int = 16, num_layers: int = 2) -> None:
        super().__init__()
        profiler = None
        if get_bool_env_var("ENGINE_ENABLE_LAYER_PROFILER"):
            profiler = LayerProfiler(log_every=get_int_env_var("ENGINE_PROFILER_LOG_EVERY", 100))
        self.mlps = nn.ModuleList(ProfiledMLP(i, hidden, inter, profiler) for i in range(num_layers))
        self.norm = nn.LayerNorm(hidden)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for mlp in self.mlps:
            x = x + mlp(self.norm(x))
        return x


model = Model()


@torch.compile(fullgraph=True)
def run_decode(hidden_states: torch.Tensor) -> torch.Tensor:
    out = model(hidden_states)
    if not torch.compiler.is_compiling():
        STEP_STATS.record()
    return out
