from __future__ import annotations

import torch

from .image_processing_base import BaseImageProcessorTorch

IMAGENET_STANDARD_MEAN = (0.5, 0.5, 0.5)
IMAGENET_STANDARD_STD = (0.5, 0.5, 0.5)


class SiglipImageProcessorTorch(BaseImageProcessorTorch):
    size = (16, 16)
    resample = "bilinear"

    def __init__(self) -> None:
        super().__init__(image_mean=IMAGENET_STANDARD_MEAN, image_std=IMAGENET_STANDARD_STD)

    def preprocess(self, pixel_values: torch.Tensor) -> torch.Tensor:
        if pixel_values.dim() == 3:
            pixel_values = pixel_values.unsqueeze(0)
        # SigLIP was trained on RGB only; drop alpha if the decoder kept it
        pixel_values = pixel_values[:, :3]
        return super().preprocess(pixel_values)
