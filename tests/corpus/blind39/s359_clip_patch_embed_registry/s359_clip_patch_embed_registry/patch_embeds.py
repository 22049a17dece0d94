from __future__ import annotations

import warnings

import torch
import torch.nn.functional as F
from torch import nn

from .registry import register_patch_embed


@register_patch_embed("conv")
class ConvPatchEmbed(nn.Module):
    def __init__(self, num_channels: int, hidden_size: int, patch_size: int) -> None:
        super().__init__()
        self.proj = nn.Conv2d(num_channels, hidden_size, kernel_size=patch_size, stride=patch_size, bias=False)

    def forward(self, pixel_values: torch.Tensor) -> torch.Tensor:
        return self.proj(pixel_values).flatten(2).transpose(1, 2)


@register_patch_embed("unfold_reference")
class UnfoldPatchEmbed(nn.Module):
    """Reference implementation used by the numerics tests on exotic backends."""

    def __init__(self, num_channels: int, hidden_size: int, patch_size: int) -> None:
        super().__init__()
        self.patch_size = patch_size
        self.proj = nn.Linear(num_channels * patch_size * patch_size, hidden_size, bias=False)

    def forward(self, pixel_values: torch.Tensor) -> torch.Tensor:
        if pixel_values.shape[-1] % self.patch_size:
            warnings.warn("image width not divisible by patch size; cropping", stacklevel=2)
        if pixel_values.abs().max().item() > 10:
            print(f"[unfold_reference] suspicious pixel range, shape={tuple(pixel_values.shape)}")
        patches = F.unfold(pixel_values, kernel_size=self.patch_size, stride=self.patch_size)
        return self.proj(patches.transpose(1, 2))
