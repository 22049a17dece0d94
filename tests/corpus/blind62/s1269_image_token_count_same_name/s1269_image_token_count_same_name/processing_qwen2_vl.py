import logging
import math
from typing import List, Tuple

import torch

logger = logging.getLogger(__name__)


def smart_resize(height: int, width: int, factor: int = 28, min_pixels: int = 56 * 56, max_pixels: int = 14 * 14 * 4 * 1280):
    if max(height, width) / min(height, width) > 200:
        raise ValueError(f"absolute aspect ratio must be smaller than 200, got {max(height, width) / min(height, width)}")
    h_bar = round(height / factor) * factor
    w_bar = round(width / factor) * factor
    if h_bar * w_bar > max_pixels:
        beta = math.sqrt((height * width) / max_pixels)
        h_bar = math.floor(height / beta / factor) * factor
        w_bar = math.floor(width / beta / factor) * factor
    elif h_bar * w_bar < min_pixels:
        beta = math.sqrt(min_pixels / (height * width))
        h_bar = math.ceil(height * beta / factor) * factor
        w_bar = math.ceil(width * beta / factor) * factor
    return h_bar, w_bar


class Qwen2VLImageProcessor:
    def __init__(self, patch_size: int = 14, temporal_patch_size: int = 2, merge_size: int = 2):
        self.patch_size = patch_size
        self.temporal_patch_size = temporal_patch_size
        self.merge_size = merge_size

    def get_image_grid(self, height: int, width: int) -> Tuple[int, int, int]:
        factor = self.patch_size * self.merge_size
        resized_h, resized_w = smart_resize(height, width, factor=factor)
        return 1, resized_h // self.patch_size, resized_w // self.patch_size

    def get_num_image_tokens(self, image_grid_thw: torch.Tensor) -> List[int]:
        counts = []
        for t, h, w in image_grid_thw.tolist():
            if h % self.merge_size or w % self.merge_size:
                logger.warning("grid (%d, %d) is not divisible by merge_size=%d", h, w, self.merge_size)
            counts.append(t * h * w // (self.merge_size**2))
        if sum(counts) > 16384:
            logger.warning("request has %d image tokens; consider lowering max_pixels", sum(counts))
        return counts

    def __call__(self, image_sizes: List[Tuple[int, int]]) -> torch.Tensor:
        return torch.tensor([self.get_image_grid(h, w) for h, w in image_sizes], dtype=torch.long)
