import math

import torch
import torch.nn as nn
import torch.nn.functional as F

from .debug import check_finite, log_resize


class ViTEmbeddings(nn.Module):
    """CLS + patch embeddings with bicubic position-embedding interpolation (DINOv2 / HF ViT)."""

    def __init__(self, hidden_size: int = 32, patch_size: int = 4, image_size: int = 16, interpolate_offset: float = 0.1):
        super().__init__()
        self.patch_size = patch_size
        self.interpolate_offset = interpolate_offset
        self.cls_token = nn.Parameter(torch.randn(1, 1, hidden_size) * 0.02)
        num_patches = (image_size // patch_size) ** 2
        self.position_embeddings = nn.Parameter(torch.randn(1, num_patches + 1, hidden_size) * 0.02)
        self.patch_embeddings = nn.Conv2d(3, hidden_size, patch_size, patch_size)

    def interpolate_pos_encoding(self, embeddings: torch.Tensor, height: int, width: int) -> torch.Tensor:
        num_patches = embeddings.shape[1] - 1
        num_positions = self.position_embeddings.shape[1] - 1
        if not torch.jit.is_tracing() and num_patches == num_positions and height == width:
            return self.position_embeddings

        class_pos_embed = self.position_embeddings[:, :1]
        patch_pos_embed = self.position_embeddings[:, 1:]
        dim = embeddings.shape[-1]
        new_height = height // self.patch_size
        new_width = width // self.patch_size
        sqrt_num_positions = int(math.sqrt(num_positions))
        if not torch.compiler.is_compiling():
            log_resize((sqrt_num_positions, sqrt_num_positions), (new_height, new_width))
        patch_pos_embed = patch_pos_embed.reshape(1, sqrt_num_positions, sqrt_num_positions, dim).permute(0, 3, 1, 2)
        patch_pos_embed = F.interpolate(
            patch_pos_embed,
            size=(new_height, new_width),
            mode="bicubic",
            align_corners=False,
        )
        patch_pos_embed = patch_pos_embed.permute(0, 2, 3, 1).view(1, -1, dim)
        return torch.cat((class_pos_embed, patch_pos_embed), dim=1)

    def forward(self, pixel_values: torch.Tensor) -> torch.Tensor:
        batch_size, _, height, width = pixel_values.shape
        embeddings = self.patch_embeddings(pixel_values).flatten(2).transpose(1, 2)
        embeddings = torch.cat((self.cls_token.expand(batch_size, -1, -1), embeddings), dim=1)
        embeddings = embeddings + self.interpolate_pos_encoding(embeddings, height, width)
        if not torch.compiler.is_compiling():
            check_finite("vit.embeddings", embeddings)
        return embeddings
