import math
from typing import List, Tuple

import torch

from .registry import register_token_counter


def select_best_resolution(original_size: Tuple[int, int], possible_resolutions: List[Tuple[int, int]]):
    original_height, original_width = original_size
    best_fit = None
    max_effective_resolution = 0
    min_wasted_resolution = float("inf")
    for height, width in possible_resolutions:
        scale = min(width / original_width, height / original_height)
        downscaled_width, downscaled_height = int(original_width * scale), int(original_height * scale)
        effective_resolution = min(downscaled_width * downscaled_height, original_width * original_height)
        wasted_resolution = (width * height) - effective_resolution
        if effective_resolution > max_effective_resolution or (
            effective_resolution == max_effective_resolution and wasted_resolution < min_wasted_resolution
        ):
            max_effective_resolution = effective_resolution
            min_wasted_resolution = wasted_resolution
            best_fit = (height, width)
    return best_fit


def unpadded_feature_size(height: int, width: int, current_height: int, current_width: int) -> Tuple[int, int]:
    original_aspect_ratio = width / height
    current_aspect_ratio = current_width / current_height
    if original_aspect_ratio > current_aspect_ratio:
        new_height = int(height * (current_width / width))
        padding = (current_height - new_height) // 2
        current_height -= 2 * padding
    else:
        new_width = int(width * (current_height / height))
        padding = (current_width - new_width) // 2
        current_width -= 2 * padding
    return current_height, current_width


@register_token_counter("llava_next")
@torch._dynamo.disable
def count_llava_next_image_tokens(image_sizes: torch.Tensor, config) -> List[int]:
    patches_per_side = config.image_size // config.patch_size
    base_tokens = patches_per_side * patches_per_side
    counts = []
    for orig_height, orig_width in image_sizes.tolist():
        best_h, best_w = select_best_resolution((orig_height, orig_width), config.image_grid_pinpoints)
        grid_h, grid_w = best_h // config.image_size, best_w // config.image_size
        cur_h, cur_w = unpadded_feature_size(
            orig_height, orig_width, grid_h * patches_per_side, grid_w * patches_per_side
        )
        newline_tokens = cur_h
        counts.append(base_tokens + cur_h * cur_w + newline_tokens)
    return counts


@register_token_counter("llava")
def count_llava_image_tokens(image_sizes: torch.Tensor, config) -> List[int]:
    patches_per_side = config.image_size // config.patch_size
    return [patches_per_side * patches_per_side] * image_sizes.shape[0]


def ceil_div(a: int, b: int) -> int:
    return math.ceil(a / b)
