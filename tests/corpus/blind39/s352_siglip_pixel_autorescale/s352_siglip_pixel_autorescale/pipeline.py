from __future__ import annotations

import torch

from .image_processing_base import BaseImageProcessorTorch
from .image_processing_siglip import SiglipImageProcessorTorch

_PROCESSORS: dict[str, BaseImageProcessorTorch] = {
    "siglip": SiglipImageProcessorTorch(),
    "clip": BaseImageProcessorTorch(),
}


def get_image_processor(model_type: str) -> BaseImageProcessorTorch:
    try:
        return _PROCESSORS[model_type]
    except KeyError:
        raise ValueError(f"no torch image processor registered for {model_type!r}") from None


@torch.compile(fullgraph=True)
def preprocess_pixels(pixel_values: torch.Tensor) -> torch.Tensor:
    processor = get_image_processor("siglip")
    return processor.preprocess(pixel_values)
