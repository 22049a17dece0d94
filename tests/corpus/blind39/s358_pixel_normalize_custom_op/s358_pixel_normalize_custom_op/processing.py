from __future__ import annotations

import torch
from torch import nn

from . import ops  # noqa: F401  (registers blind39_s358::rescale_normalize)

CLIP_MEAN = (0.48145466, 0.4578275, 0.40821073)
CLIP_STD = (0.26862954, 0.26130258, 0.27577711)


class PixelNormalizer(nn.Module):
    def __init__(self, mean=CLIP_MEAN, std=CLIP_STD) -> None:
        super().__init__()
        self.register_buffer("mean", torch.tensor(mean), persistent=False)
        self.register_buffer("std", torch.tensor(std), persistent=False)

    def forward(self, pixel_values: torch.Tensor) -> torch.Tensor:
        return torch.ops.blind39_s358.rescale_normalize(pixel_values, self.mean, self.std)


class ClipPatchEmbed(nn.Module):
    def __init__(self, patch_size: int = 4, hidden_size: int = 16) -> None:
        super().__init__()
        self.patch_embedding = nn.Conv2d(3, hidden_size, kernel_size=patch_size, stride=patch_size, bias=False)
        self.pre_layrnorm = nn.LayerNorm(hidden_size)

    def forward(self, pixel_values: torch.Tensor) -> torch.Tensor:
        x = self.patch_embedding(pixel_values).flatten(2).transpose(1, 2)
        return self.pre_layrnorm(x)


NORMALIZER = PixelNormalizer()
PATCH_EMBED = ClipPatchEmbed()


@torch.compile(fullgraph=True)
def embed_raw_frames(frames: torch.Tensor) -> torch.Tensor:
    pixel_values = NORMALIZER(frames)
    return PATCH_EMBED(pixel_values)
