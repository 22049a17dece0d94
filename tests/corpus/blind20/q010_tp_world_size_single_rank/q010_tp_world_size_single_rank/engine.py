from __future__ import annotations

import torch

from .linear import ParallelMLP

_MLP = ParallelMLP()


@torch.compile(fullgraph=True)
def tp_mlp_step(hidden_states: torch.Tensor) -> torch.Tensor:
    return _MLP(hidden_states)
