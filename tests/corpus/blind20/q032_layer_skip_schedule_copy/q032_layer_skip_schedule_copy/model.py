from __future__ import annotations

import torch
import torch.nn as nn

from .schedule import LayerSchedule, PassKind, SkipConfig


class ResidualBlock(nn.Module):
    def __init__(self, dim: int) -> None:
        super().__init__()
        self.norm = nn.LayerNorm(dim)
        self.proj = nn.Linear(dim, dim)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.proj(self.norm(x))


class SkippableDecoder(nn.Module):
    def __init__(self, dim: int = 8, cfg: SkipConfig | None = None) -> None:
        super().__init__()
        cfg = cfg or SkipConfig()
        self.layers = nn.ModuleList(ResidualBlock(dim) for _ in range(cfg.num_layers))
        self.schedule = LayerSchedule(cfg)
        self.final_norm = nn.LayerNorm(dim)

    def run_layers(self, x: torch.Tensor, kind: PassKind) -> torch.Tensor:
        for idx in self.schedule.active_layers(kind):
            x = self.layers[idx](x)
        return x

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = self.run_layers(x, PassKind.DRAFT)
        return self.final_norm(h)


draft_model = torch.compile(SkippableDecoder(), fullgraph=True)
