from __future__ import annotations

import torch
from torch import nn


class ViTPatchEmbeddings(nn.Module):
    """Conv patchify + class token + learned absolute position embedding."""

    def __init__(self, image_size: int, patch_size: int, num_channels: int, hidden_size: int) -> None:
        super().__init__()
        self.num_patches = (image_size // patch_size) ** 2
        self.projection = nn.Conv2d(num_channels, hidden_size, kernel_size=patch_size, stride=patch_size)
        self.cls_token = nn.Parameter(torch.zeros(1, 1, hidden_size))
        self.position_embeddings = nn.Parameter(torch.randn(1, self.num_patches + 1, hidden_size) * 0.02)

    def forward(self, pixel_values: torch.Tensor) -> torch.Tensor:
        batch_size = pixel_values.shape[0]
        embeddings = self.projection(pixel_values).flatten(2).transpose(1, 2)
        cls_tokens = self.cls_token.expand(batch_size, -1, -1)
        embeddings = torch.cat((cls_tokens, embeddings), dim=1)
        return embeddings + self.position_embeddings
