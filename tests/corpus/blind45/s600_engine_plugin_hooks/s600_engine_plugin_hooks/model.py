from __future__ import annotations

from dataclasses import dataclass
from typing import Tuple

import torch
from torch import nn

from .plugins import PluginManager


@dataclass(frozen=True)
class EngineConfig:
    hidden_size: int = 8
    num_layers: int = 2
    plugins: Tuple[str, ...] = ("telemetry",)
    debug_dump_hidden_states: bool = False


class Block(nn.Module):
    def __init__(self, hidden: int) -> None:
        super().__init__()
        self.norm = nn.RMSNorm(hidden, eps=1e-6)
        self.fc_in = nn.Linear(hidden, 4 * hidden)
        self.fc_out = nn.Linear(4 * hidden, hidden)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.fc_out(nn.functional.gelu(self.fc_in(self.norm(x))))


class TinyTransformer(nn.Module):
    def __init__(self, config: EngineConfig, plugin_manager: PluginManager) -> None:
        super().__init__()
        self.config = config
        self.plugin_manager = plugin_manager
        self.layers = nn.ModuleList(Block(config.hidden_size) for _ in range(config.num_layers))
        self.norm = nn.RMSNorm(config.hidden_size, eps=1e-6)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        for layer_id, layer in enumerate(self.layers):
            hidden_states = layer(hidden_states)
            if self.config.debug_dump_hidden_states:
                self.plugin_manager.dispatch("on_hidden_states", layer_id, hidden_states)
        return self.norm(hidden_states)
