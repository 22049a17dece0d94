from dataclasses import dataclass

import torch
import torch.nn as nn

from .stats import get_stats_collector


@dataclass
class DebugConfig:
    collect_activation_stats: bool = True
    stats_prefix: str = "model"


class ResidualBlock(nn.Module):
    def __init__(self, hidden_size: int, layer_id: int, debug_config: DebugConfig):
        super().__init__()
        self.layer_id = layer_id
        self.debug_config = debug_config
        self.norm = nn.LayerNorm(hidden_size)
        self.proj = nn.Linear(hidden_size, hidden_size)

    def _maybe_record(self, name: str, tensor: torch.Tensor) -> None:
        if self.debug_config.collect_activation_stats:
            key = f"{self.debug_config.stats_prefix}.layers.{self.layer_id}.{name}"
            get_stats_collector().record(key, tensor)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = self.proj(self.norm(x))
        self._maybe_record("proj_out", h)
        return x + torch.tanh(h)
