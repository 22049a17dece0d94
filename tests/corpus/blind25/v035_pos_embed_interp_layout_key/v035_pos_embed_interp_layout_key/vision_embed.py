import torch
import torch.nn as nn
import torch.nn.functional as F

from .interp_cache import LayoutCache
from .layout import ImageLayout


class InterpolatedPosEmbed(nn.Module):
    """Learned position table for a base grid, bicubically resized per image."""

    def __init__(self, dim: int, base_grid: int = 4):
        super().__init__()
        self.base_grid = base_grid
        self.table = nn.Parameter(torch.randn(base_grid * base_grid, dim) * 0.02)
        self.cache = LayoutCache()

    def _interpolate(self, layout: ImageLayout) -> torch.Tensor:
        g = self.base_grid
        grid = self.table.view(1, g, g, -1).permute(0, 3, 1, 2)
        grid = F.interpolate(grid, size=(layout.grid_h, layout.grid_w), mode="bicubic", align_corners=False)
        return grid.permute(0, 2, 3, 1).reshape(layout.num_patches, -1)

    def forward(self, layout: ImageLayout, dtype: torch.dtype) -> torch.Tensor:
        cached = self.cache.get(layout, dtype)
        if cached is not None:
            return cached
        return self.cache.put(layout, dtype, self._interpolate(layout).to(dtype))


class SiglipLikeConnector(nn.Module):
    def __init__(self, patch_size: int = 4, in_ch: int = 3, dim: int = 16, text_dim: int = 24):
        super().__init__()
        self.patch_size = patch_size
        self.patch_embed = nn.Conv2d(in_ch, dim, kernel_size=patch_size, stride=patch_size)
        self.pos = InterpolatedPosEmbed(dim)
        self.norm = nn.LayerNorm(dim)
        self.to_text = nn.Linear(dim, text_dim)

    def forward(self, pixel_values: torch.Tensor) -> torch.Tensor:
        h, w = pixel_values.shape[-2:]
        layout = ImageLayout.from_pixels(h, w, self.patch_size)
        x = self.patch_embed(pixel_values).flatten(2).transpose(1, 2)
        x = x + self.pos(layout, x.dtype)
        return self.to_text(self.norm(x))


connector = torch.compile(SiglipLikeConnector(), fullgraph=True)
