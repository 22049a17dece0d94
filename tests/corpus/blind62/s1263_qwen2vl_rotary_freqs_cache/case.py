import torch

from s1263_qwen2vl_rotary_freqs_cache.runner import _runner

ENTRY = "s1263_qwen2vl_rotary_freqs_cache.runner:encode"


def inputs():
    grid_thw, pos_ids = _runner.prepare_inputs([[1, 4, 4]])
    pixel_values = torch.randn(16, 3 * 2 * 2 * 2)
    return (pixel_values, grid_thw, pos_ids)
