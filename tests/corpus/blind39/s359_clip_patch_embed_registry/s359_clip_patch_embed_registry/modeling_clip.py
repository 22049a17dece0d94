from __future__ import annotations

import os
from dataclasses import dataclass, field

import torch
from torch import nn

from . import patch_embeds  # noqa: F401  (populates the registry)
from .registry import get_patch_embed_cls


@dataclass
class CLIPVisionConfig:
    num_channels: int = 3
    hidden_size: int = 16
    patch_size: int = 4
    image_size: int = 8
    patch_embed_impl: str = field(default_factory=lambda: os.environ.get("CLIP_PATCH_EMBED_IMPL", "conv"))
    check_finite: bool = False


def _assert_finite(name: str, x: torch.Tensor) -> None:
    if not bool(torch.isfinite(x).all()):
        raise FloatingPointError(f"{name} produced non-finite values")


class CLIPVisionEmbeddings(nn.Module):
    def __init__(self, config: CLIPVisionConfig) -> None:
        super().__init__()
        self.config = config
        self.patch_embedding = get_patch_embed_cls(config.patch_embed_impl)(
            config.num_channels, config.hidden_size, config.patch_size
        )
        num_positions = (config.image_size // config.patch_size) ** 2 + 1
        self.class_embedding = nn.Parameter(torch.randn(config.hidden_size))
        self.position_embedding = nn.Embedding(num_positions, config.hidden_size)
        self.register_buffer("position_ids", torch.arange(num_positions).unsqueeze(0), persistent=False)

    def forward(self, pixel_values: torch.Tensor) -> torch.Tensor:
        patch_embeds = self.patch_embedding(pixel_values)
        if self.config.check_finite:
            _assert_finite("patch_embedding", patch_embeds)
        class_embeds = self.class_embedding.expand(pixel_values.shape[0], 1, -1)
        embeddings = torch.cat([class_embeds, patch_embeds], dim=1)
        return embeddings + self.position_embedding(self.position_ids)


class CLIPVisionTransformer(nn.Module):
    def __init__(self, config: CLIPVisionConfig) -> None:
        super().__init__()
        self.embeddings = CLIPVisionEmbeddings(config)
        self.pre_layrnorm = nn.LayerNorm(config.hidden_size)

    def forward(self, pixel_values: torch.Tensor) -> torch.Tensor:
        return self.pre_layrnorm(self.embeddings(pixel_values))
