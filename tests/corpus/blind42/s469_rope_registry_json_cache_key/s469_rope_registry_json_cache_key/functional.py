"""Functional attention prologue used by the compiled decode path."""
from dataclasses import dataclass, field
from typing import Any, Dict

import torch

from . import embeddings  # noqa: F401  (registers builders)
from .registry import get_rope


@dataclass(frozen=True)
class AttnSpec:
    head_size: int = 16
    rotary_dim: int = 8  # partial rotary (GPT-NeoX / Phi style)
    max_position: int = 32
    rope_theta: float = 10000.0
    rope_scaling: Dict[str, Any] = field(default_factory=lambda: {"rope_type": "linear", "factor": 2.0})


SPEC = AttnSpec()


@torch.compile(fullgraph=True, dynamic=False)
def rope_prologue(positions: torch.Tensor, query: torch.Tensor, key: torch.Tensor):
    rope = get_rope(SPEC.head_size, SPEC.rotary_dim, SPEC.max_position, SPEC.rope_theta, SPEC.rope_scaling)
    return rope(positions, query, key)
