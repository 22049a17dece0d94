from dataclasses import dataclass
from typing import List, Literal, Tuple

import torch

from .registry import register_processor


@dataclass
class LlavaNextImagePixelInputs:
    type: Literal["pixel_values"]
    data: torch.Tensor
    image_sizes: torch.Tensor


@torch.compiler.disable
def _validate_image_sizes(image_sizes: torch.Tensor, grid_pinpoints: List[Tuple[int, int]]) -> None:
    max_h = max(h for h, _ in grid_pinpoints)
    max_w = max(w for _, w in grid_pinpoints)
    for h, w in image_sizes.tolist():
        if h <= 0 or w <= 0 or h > max_h or w > max_w:
            raise ValueError(f"image size {(h, w)} outside of grid pinpoints {grid_pinpoints}")


class BaseMultiModalProcessor:
    def __init__(self, config):
        self.config = config

    def parse_image_input(self, pixel_values: torch.Tensor, image_sizes: torch.Tensor):
        raise NotImplementedError


@register_processor("llava")
class LlavaMultiModalProcessor(BaseMultiModalProcessor):
    def parse_image_input(self, pixel_values, image_sizes):
        return LlavaNextImagePixelInputs(type="pixel_values", data=pixel_values, image_sizes=image_sizes)


@register_processor("llava_next")
class LlavaNextMultiModalProcessor(BaseMultiModalProcessor):
    @property
    def image_grid_pinpoints(self) -> List[Tuple[int, int]]:
        return [tuple(p) for p in self.config.image_grid_pinpoints]

    def parse_image_input(self, pixel_values: torch.Tensor, image_sizes: torch.Tensor):
        expected_dims = (3, self.config.image_size, self.config.image_size)
        if tuple(pixel_values.shape[-3:]) != expected_dims:
            raise ValueError(f"pixel_values should have trailing dims {expected_dims}")
        _validate_image_sizes(image_sizes, self.image_grid_pinpoints)
        return LlavaNextImagePixelInputs(type="pixel_values", data=pixel_values, image_sizes=image_sizes)
