import functools

import torch
import torch.nn.functional as F
from torch import nn


@functools.lru_cache(maxsize=None)
def get_num_patches(image_size: int, patch_size: int) -> int:
    return (image_size // patch_size) ** 2


class Idefics3VisionEmbeddings(nn.Module):
    def __init__(self, image_size: int, patch_size: int, num_channels: int, hidden_size: int):
        super().__init__()
        self.image_size = image_size
        self.patch_size = patch_size
        self.patch_embedding = nn.Conv2d(num_channels, hidden_size, patch_size, stride=patch_size)
        self.position_embedding = nn.Embedding(get_num_patches(image_size, patch_size), hidden_size)

    def pad_pixel_values(self, pixel_values: torch.Tensor) -> torch.Tensor:
        """Pad a (B, C, H, W) batch on the bottom/right up to image_size."""
        pad_h = self.image_size - pixel_values.shape[-2]
        pad_w = self.image_size - pixel_values.shape[-1]
        if pad_h == 0 and pad_w == 0:
            return pixel_values
        return F.pad(pixel_values, (0, pad_w, 0, pad_h), value=0.0)

    def forward(self, pixel_values: torch.Tensor) -> torch.Tensor:
        pixel_values = self.pad_pixel_values(pixel_values)
        patches = self.patch_embedding(pixel_values).flatten(2).transpose(1, 2)
        num_patches = get_num_patches(self.image_size, self.patch_size)
        position_ids = torch.arange(num_patches, device=patches.device)
        return patches + self.position_embedding(position_ids)
