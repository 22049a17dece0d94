from __future__ import annotations

from dataclasses import dataclass

import torch
from torch import nn

from .pos_embed import get_2d_sincos_pos_embed


@dataclass
class InternVisionConfig:
    num_channels: int = 3
    patch_size: int = 4
    hidden_size: int = 16
    downsample_ratio: float = 0.5


class InternVisionEmbeddings(nn.Module):
    def __init__(self, config: InternVisionConfig) -> None:
        super().__init__()
        self.embed_dim = config.hidden_size
        self.class_embedding = nn.Parameter(torch.randn(1, 1, self.embed_dim))
        self.patch_embedding = nn.Conv2d(
            config.num_channels, self.embed_dim, kernel_size=config.patch_size, stride=config.patch_size
        )

    def forward(self, pixel_values: torch.Tensor) -> torch.Tensor:
        patch_embeds = self.patch_embedding(pixel_values)  # (B, D, gh, gw)
        batch_size, _, grid_h, grid_w = patch_embeds.shape
        patch_embeds = patch_embeds.flatten(2).transpose(1, 2)
        pos_embed = get_2d_sincos_pos_embed(self.embed_dim, grid_h, grid_w).to(patch_embeds.dtype)
        patch_embeds = patch_embeds + pos_embed.unsqueeze(0)
        class_embeds = self.class_embedding.expand(batch_size, 1, -1)
        return torch.cat([class_embeds, patch_embeds], dim=1)


def pixel_shuffle(x: torch.Tensor, scale_factor: float = 0.5) -> torch.Tensor:
    n, w, h, c = x.size()
    x = x.view(n, w, int(h * scale_factor), int(c / scale_factor))
    x = x.permute(0, 2, 1, 3).contiguous()
    x = x.view(n, int(h * scale_factor), int(w * scale_factor), int(c / (scale_factor * scale_factor)))
    return x.permute(0, 2, 1, 3).contiguous()


class InternVLTileEncoder(nn.Module):
    def __init__(self, config: InternVisionConfig) -> None:
        super().__init__()
        self.config = config
        self.embeddings = InternVisionEmbeddings(config)
        self.norm = nn.LayerNorm(config.hidden_size)

    def forward(self, pixel_values: torch.Tensor) -> torch.Tensor:
        vit_embeds = self.norm(self.embeddings(pixel_values))[:, 1:]
        h = w = int(vit_embeds.shape[1] ** 0.5)
        vit_embeds = vit_embeds.reshape(vit_embeds.shape[0], h, w, -1)
        vit_embeds = pixel_shuffle(vit_embeds, scale_factor=self.config.downsample_ratio)
        return vit_embeds.reshape(vit_embeds.shape[0], -1, vit_embeds.shape[-1])
