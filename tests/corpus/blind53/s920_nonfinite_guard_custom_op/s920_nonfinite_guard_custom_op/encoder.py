from dataclasses import dataclass

import torch
from torch import nn

from .numerics_guard import make_numerics_guard


@dataclass
class EncoderConfig:
    hidden_size: int = 8
    ffn_size: int = 32
    num_layers: int = 2
    numerics_mode: str = "sanitize"
    overflow_margin: float = 1000.0


class EncoderLayer(nn.Module):
    def __init__(self, cfg: EncoderConfig, guard):
        super().__init__()
        self.guard = guard
        self.norm1 = nn.LayerNorm(cfg.hidden_size)
        self.attn_proj = nn.Linear(cfg.hidden_size, cfg.hidden_size)
        self.norm2 = nn.LayerNorm(cfg.hidden_size)
        self.fc1 = nn.Linear(cfg.hidden_size, cfg.ffn_size)
        self.fc2 = nn.Linear(cfg.ffn_size, cfg.hidden_size)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = x + self.attn_proj(self.norm1(x))
        x = self.guard.check(x, "attn")
        x = x + self.fc2(nn.functional.gelu(self.fc1(self.norm2(x))))
        return self.guard.check(x, "ffn")


class Encoder(nn.Module):
    def __init__(self, cfg: EncoderConfig):
        super().__init__()
        guard = make_numerics_guard(cfg.numerics_mode, cfg.overflow_margin)
        self.layers = nn.ModuleList([EncoderLayer(cfg, guard) for _ in range(cfg.num_layers)])

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            x = layer(x)
        return x


encoder = torch.compile(Encoder(EncoderConfig()), fullgraph=True)
