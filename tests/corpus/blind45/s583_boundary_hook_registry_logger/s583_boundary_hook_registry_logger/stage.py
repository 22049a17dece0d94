from dataclasses import dataclass, field
from typing import Dict, Tuple

import torch
from torch import nn

from .hooks import get_boundary_hooks


@dataclass(frozen=True)
class StageConfig:
    stage_idx: int = 0
    num_stages: int = 2
    hidden_size: int = 8
    boundary_hooks: Tuple[str, ...] = field(default_factory=lambda: ("shape_check", "trace"))


class PipelineStage(nn.Module):
    def __init__(self, config: StageConfig):
        super().__init__()
        self.config = config
        self.proj = nn.Linear(config.hidden_size, config.hidden_size)
        self.norm = nn.LayerNorm(config.hidden_size)
        self._hooks = get_boundary_hooks(config.boundary_hooks)

    @property
    def is_last(self) -> bool:
        return self.config.stage_idx == self.config.num_stages - 1

    def _fire_boundary_hooks(self, tensors: Dict[str, torch.Tensor]) -> None:
        for hook in self._hooks:
            hook(self.config.stage_idx, tensors)

    @torch.compile(fullgraph=True)
    def forward_stage(self, hidden_states: torch.Tensor, residual: torch.Tensor) -> Dict[str, torch.Tensor]:
        residual = residual + hidden_states
        hidden_states = self.proj(self.norm(residual))
        out = {"hidden_states": hidden_states, "residual": residual}
        if not self.is_last:
            self._fire_boundary_hooks(out)
        return out
