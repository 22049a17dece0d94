import math

import torch
import torch.nn as nn
import torch.nn.functional as F

from .deprecation import warning_once


class ViTEmbeddings(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.patch_size = config.patch_size
        self.cls_token = nn.Parameter(torch.randn(1, 1, config.hidden_size))
        self.projection = nn.Conv2d(config.num_channels, config.hidden_size, config.patch_size, config.patch_size)
        num_patches = (config.image_size // config.patch_size) ** 2
        self.position_embeddings = nn.Parameter(torch.randn(1, num_patches + 1, config.hidden_size) * 0.02)

    def interpolate_pos_encoding(self, embeddings: torch.Tensor, height: int, width: int) -> torch.Tensor:
        num_patches = embeddings.shape[1] - 1
        num_positions = self.position_embeddings.shape[1] - 1
        if num_patches == num_positions and height == width:
            return self.position_embeddings
        class_pos = self.position_embeddings[:, :1]
        patch_pos = self.position_embeddings[:, 1:]
        dim = embeddings.shape[-1]
        side = int(math.sqrt(num_positions))
        patch_pos = patch_pos.reshape(1, side, side, dim).permute(0, 3, 1, 2)
        patch_pos = F.interpolate(
            patch_pos,
            size=(height // self.patch_size, width // self.patch_size),
            mode="bicubic",
            align_corners=False,
        )
        patch_pos = patch_pos.permute(0, 2, 3, 1).reshape(1, -1, dim)
        return torch.cat((class_pos, patch_pos), dim=1)

    def forward(self, pixel_values: torch.Tensor, interpolate_pos_encoding: bool = False) -> torch.Tensor:
        b, _, h, w = pixel_values.shape
        x = self.projection(pixel_values).flatten(2).transpose(1, 2)
        x = torch.cat((self.cls_token.expand(b, -1, -1), x), dim=1)
        if interpolate_pos_encoding:
            return x + self.interpolate_pos_encoding(x, h, w)
        if x.shape[1] != self.position_embeddings.shape[1]:
            if not torch.compiler.is_compiling():
                warning_once(f"input {h}x{w} does not match the pretraining resolution; pass interpolate_pos_encoding")
            return x + self.interpolate_pos_encoding(x, h, w)
        return x + self.position_embeddings
