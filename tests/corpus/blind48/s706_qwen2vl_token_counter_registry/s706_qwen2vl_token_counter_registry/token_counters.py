"""How many LLM tokens each image expands to, per model family."""
from typing import List

import torch

from .registry import register_token_counter


@register_token_counter("llava")
def llava_num_tokens(grid_thw: torch.Tensor, merge_size: int) -> List[int]:
    return [576] * grid_thw.shape[0]


@register_token_counter("qwen2_vl")
@torch.compiler.disable
def qwen2vl_num_tokens(grid_thw: torch.Tensor, merge_size: int) -> List[int]:
    # host-side bookkeeping; the scheduler wants plain ints
    return [int(t * h * w) // (merge_size**2) for t, h, w in grid_thw.tolist()]


@register_token_counter("qwen2_5_vl")
def qwen25vl_num_tokens(grid_thw: torch.Tensor, merge_size: int) -> List[int]:
    return qwen2vl_num_tokens(grid_thw, merge_size)
