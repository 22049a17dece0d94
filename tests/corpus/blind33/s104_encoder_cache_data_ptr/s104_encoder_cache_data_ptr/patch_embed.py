import torch
from torch import nn


class PatchEmbed(nn.Module):
    def __init__(self, in_ch: int = 3, dim: int = 8, patch: int = 4) -> None:
        super().__init__()
        self.proj = nn.Conv2d(in_ch, dim, kernel_size=patch, stride=patch)
        self.norm = nn.LayerNorm(dim)

    def forward(self, pixel_values: torch.Tensor) -> torch.Tensor:
        x = self.proj(pixel_values).flatten(2).transpose(1, 2)
        return self.norm(x)


class TinyViT(nn.Module):
    def __init__(self, dim: int = 8) -> None:
        super().__init__()
        self.patch_embed = PatchEmbed(dim=dim)
        self.mlp = nn.Sequential(nn.Linear(dim, 2 * dim), nn.GELU(), nn.Linear(2 * dim, dim))

    def forward(self, pixel_values: torch.Tensor) -> torch.Tensor:
        x = self.patch_embed(pixel_values)
        return x + self.mlp(x)
