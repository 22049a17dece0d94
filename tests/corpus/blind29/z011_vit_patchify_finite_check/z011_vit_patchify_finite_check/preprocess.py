"""Patchify and normalise images inside the model."""
from dataclasses import dataclass

import torch
import torch.nn.functional as F

from .validation import validate_pixels

IMAGENET_MEAN = (0.485, 0.456, 0.406)
IMAGENET_STD = (0.229, 0.224, 0.225)


@dataclass
class PatchConfig:
    patch_size: int = 4
    channels: int = 3
    rescale: float = 1.0


class ImagePreprocessor(torch.nn.Module):
    def __init__(self, cfg: PatchConfig):
        super().__init__()
        self.cfg = cfg
        self.register_buffer("mean", torch.tensor(IMAGENET_MEAN).view(1, 3, 1, 1), persistent=False)
        self.register_buffer("std", torch.tensor(IMAGENET_STD).view(1, 3, 1, 1), persistent=False)

    def _pad_to_patch(self, x: torch.Tensor) -> torch.Tensor:
        p = self.cfg.patch_size
        h, w = x.shape[-2:]
        pad_h = (p - h % p) % p
        pad_w = (p - w % p) % p
        if pad_h or pad_w:
            x = F.pad(x, (0, pad_w, 0, pad_h))
        return x

    def patchify(self, x: torch.Tensor) -> torch.Tensor:
        p = self.cfg.patch_size
        b, c, h, w = x.shape
        x = x.reshape(b, c, h // p, p, w // p, p)
        x = x.permute(0, 2, 4, 1, 3, 5)
        return x.reshape(b, (h // p) * (w // p), c * p * p)

    def forward(self, pixels: torch.Tensor) -> torch.Tensor:
        pixels = validate_pixels(pixels, self.cfg.channels)
        pixels = pixels * self.cfg.rescale
        pixels = (pixels - self.mean) / self.std
        pixels = self._pad_to_patch(pixels)
        return self.patchify(pixels)
