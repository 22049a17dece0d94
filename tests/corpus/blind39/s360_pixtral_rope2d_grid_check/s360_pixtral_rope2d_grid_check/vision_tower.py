from __future__ import annotations

import torch
import torch.nn.functional as F
from torch import nn

from .image_checks import ImageSizeValidator, PatchGrid
from .rope2d import PixtralRotaryEmbedding2D, apply_rotary_pos_emb


class PixtralVisionTower(nn.Module):
    def __init__(self, hidden_size: int = 16, num_heads: int = 2, patch_size: int = 4, max_patches: int = 8) -> None:
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = hidden_size // num_heads
        self.patch_conv = nn.Conv2d(3, hidden_size, kernel_size=patch_size, stride=patch_size, bias=False)
        self.ln_pre = nn.LayerNorm(hidden_size)
        self.qkv = nn.Linear(hidden_size, 3 * hidden_size)
        self.o_proj = nn.Linear(hidden_size, hidden_size)
        self.rope = PixtralRotaryEmbedding2D(self.head_dim, max_patches)
        self.grid = PatchGrid(patch_size, max_patches)
        self.validator = ImageSizeValidator()

    def preprocess_request(self, image: torch.Tensor) -> torch.Tensor:
        return self.validator.check(image)

    def encode_images(self, pixel_values: torch.Tensor) -> torch.Tensor:
        grid_h, grid_w = self.grid.check(pixel_values.shape[-2], pixel_values.shape[-1])
        x = self.ln_pre(self.patch_conv(pixel_values).flatten(2).transpose(1, 2))
        bsz, seq, _ = x.shape
        q, k, v = self.qkv(x).view(bsz, seq, 3, self.num_heads, self.head_dim).permute(2, 0, 3, 1, 4)
        cos, sin = self.rope(grid_h, grid_w)
        q, k = apply_rotary_pos_emb(q, k, cos, sin)
        out = F.scaled_dot_product_attention(q, k, v)
        return self.o_proj(out.transpose(1, 2).reshape(bsz, seq, -1))


_tower = PixtralVisionTower().eval()
encode_images = torch.compile(_tower.encode_images, fullgraph=True)
