"""Input validation shared by the request-side processor and the tower."""
from __future__ import annotations

import logging
import warnings

import torch

logger = logging.getLogger(__name__)


class ImageSizeValidator:
    """Request-side validation of decoded images (runs in the API server process)."""

    def __init__(self, max_image_size: int = 1024) -> None:
        self.max_image_size = max_image_size

    def check(self, image: torch.Tensor) -> torch.Tensor:
        h, w = image.shape[-2:]
        if max(h, w) > self.max_image_size:
            warnings.warn(f"image {h}x{w} exceeds {self.max_image_size}; it will be downscaled")
        if image.min().item() < 0:
            logger.warning("negative pixel values in request image; clamping")
            image = image.clamp_min(0)
        return image


class PatchGrid:
    """Static patch-grid arithmetic for the tower (Python ints only)."""

    def __init__(self, patch_size: int, max_patches_per_side: int) -> None:
        self.patch_size = patch_size
        self.max_patches_per_side = max_patches_per_side

    def check(self, height: int, width: int) -> tuple[int, int]:
        if height % self.patch_size != 0 or width % self.patch_size != 0:
            raise ValueError(f"image {height}x{width} is not a multiple of patch_size={self.patch_size}")
        gh, gw = height // self.patch_size, width // self.patch_size
        if max(gh, gw) > self.max_patches_per_side:
            raise ValueError(f"patch grid {gh}x{gw} exceeds {self.max_patches_per_side} per side")
        return gh, gw
