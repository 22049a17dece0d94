from __future__ import annotations

from typing import Sequence

import torch
import torch.nn.functional as F

OPENAI_CLIP_MEAN = (0.48145466, 0.4578275, 0.40821073)
OPENAI_CLIP_STD = (0.26862954, 0.26130258, 0.27577711)


class BaseImageProcessorTorch:
    """Resize / rescale / normalize on already-batched ``(B, C, H, W)`` tensors."""

    size: tuple[int, int] = (224, 224)
    resample: str = "bicubic"
    do_resize: bool = True
    do_rescale: bool = True
    rescale_factor: float = 1 / 255
    do_normalize: bool = True

    def __init__(
        self,
        image_mean: Sequence[float] = OPENAI_CLIP_MEAN,
        image_std: Sequence[float] = OPENAI_CLIP_STD,
    ) -> None:
        self.image_mean = torch.tensor(image_mean).view(1, -1, 1, 1)
        self.image_std = torch.tensor(image_std).view(1, -1, 1, 1)

    def resize(self, pixel_values: torch.Tensor) -> torch.Tensor:
        return F.interpolate(pixel_values, size=self.size, mode=self.resample, align_corners=False)

    def _maybe_rescale(self, pixel_values: torch.Tensor) -> torch.Tensor:
        # Frontends hand us either decoded uint8-range images or already
        # rescaled floats; only rescale the former.
        if self.do_rescale and pixel_values.max() > 1.0:
            return pixel_values * self.rescale_factor
        return pixel_values

    def normalize(self, pixel_values: torch.Tensor) -> torch.Tensor:
        mean = self.image_mean.to(pixel_values.device, pixel_values.dtype)
        std = self.image_std.to(pixel_values.device, pixel_values.dtype)
        return (pixel_values - mean) / std

    def preprocess(self, pixel_values: torch.Tensor) -> torch.Tensor:
        pixel_values = pixel_values.float()
        if self.do_resize:
            pixel_values = self.resize(pixel_values)
        pixel_values = self._maybe_rescale(pixel_values)
        if self.do_normalize:
            pixel_values = self.normalize(pixel_values)
        return pixel_values
