from dataclasses import dataclass

import torch
import torch.nn as nn

from .blocks import MLPBlock, MoDBlock


@dataclass(frozen=True)
class MoDRunnerConfig:
    hidden_size: int = 8
    intermediate_size: int = 32
    num_layers: int = 4
    # every `mod_every`-th layer is a routed layer, the rest are dense
    mod_every: int = 2
    route_threshold: float = 0.0


class MoDRunner(nn.Module):
    def __init__(self, cfg: MoDRunnerConfig):
        super().__init__()
        self.cfg = cfg
        layers = []
        for i in range(cfg.num_layers):
            if i % cfg.mod_every == cfg.mod_every - 1:
                layers.append(MoDBlock(cfg.hidden_size, cfg.intermediate_size, cfg.route_threshold))
            else:
                layers.append(MLPBlock(cfg.hidden_size, cfg.intermediate_size))
        self.layers = nn.ModuleList(layers)
        self.norm = nn.LayerNorm(cfg.hidden_size)

    def forward_decode(self, hidden: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            if isinstance(layer, MoDBlock):
                hidden = layer(hidden)
            else:
                hidden = hidden + layer(hidden)
        return self.norm(hidden)


runner = MoDRunner(MoDRunnerConfig())
decode = torch.compile(runner.forward_decode, fullgraph=True)
