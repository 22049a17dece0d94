from dataclasses import dataclass

import torch
import torch.nn as nn

from .cache_utils import TimestepEmbeddingCache
from .embeddings import LabelEmbedder, TimestepEmbedder


@dataclass
class DiTConfig:
    in_channels: int = 8
    hidden_size: int = 16
    depth: int = 2
    num_heads: int = 2
    num_classes: int = 10
    class_dropout_prob: float = 0.1
    cache_timestep_embeddings: bool = True


def modulate(x, shift, scale):
    return x * (1 + scale.unsqueeze(1)) + shift.unsqueeze(1)


class DiTBlock(nn.Module):
    def __init__(self, hidden_size: int, num_heads: int):
        super().__init__()
        self.norm1 = nn.LayerNorm(hidden_size, elementwise_affine=False, eps=1e-6)
        self.attn = nn.MultiheadAttention(hidden_size, num_heads, batch_first=True)
        self.norm2 = nn.LayerNorm(hidden_size, elementwise_affine=False, eps=1e-6)
        self.mlp = nn.Sequential(
            nn.Linear(hidden_size, 4 * hidden_size), nn.GELU(approximate="tanh"),
            nn.Linear(4 * hidden_size, hidden_size),
        )
        self.adaLN_modulation = nn.Sequential(nn.SiLU(), nn.Linear(hidden_size, 6 * hidden_size))

    def forward(self, x: torch.Tensor, c: torch.Tensor) -> torch.Tensor:
        shift_msa, scale_msa, gate_msa, shift_mlp, scale_mlp, gate_mlp = (
            self.adaLN_modulation(c).chunk(6, dim=1)
        )
        h = modulate(self.norm1(x), shift_msa, scale_msa)
        x = x + gate_msa.unsqueeze(1) * self.attn(h, h, h, need_weights=False)[0]
        h = modulate(self.norm2(x), shift_mlp, scale_mlp)
        return x + gate_mlp.unsqueeze(1) * self.mlp(h)


class DiTModel(nn.Module):
    def __init__(self, config: DiTConfig):
        super().__init__()
        self.config = config
        cache = TimestepEmbeddingCache() if config.cache_timestep_embeddings else None
        self.x_embedder = nn.Linear(config.in_channels, config.hidden_size)
        self.t_embedder = TimestepEmbedder(config.hidden_size, cache=cache)
        self.y_embedder = LabelEmbedder(config.num_classes, config.hidden_size,
                                        config.class_dropout_prob)
        self.blocks = nn.ModuleList(
            DiTBlock(config.hidden_size, config.num_heads) for _ in range(config.depth)
        )
        self.norm_final = nn.LayerNorm(config.hidden_size, elementwise_affine=False, eps=1e-6)
        self.adaLN_final = nn.Sequential(nn.SiLU(), nn.Linear(config.hidden_size, 2 * config.hidden_size))
        self.proj_out = nn.Linear(config.hidden_size, config.in_channels)

    def forward(self, x: torch.Tensor, t: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
        x = self.x_embedder(x)
        c = self.t_embedder(t) + self.y_embedder(y)
        for block in self.blocks:
            x = block(x, c)
        shift, scale = self.adaLN_final(c).chunk(2, dim=1)
        return self.proj_out(modulate(self.norm_final(x), shift, scale))


def build_compiled_dit(config: DiTConfig):
    model = DiTModel(config).eval()
    return torch.compile(model, fullgraph=True)


compiled_dit = build_compiled_dit(DiTConfig())
