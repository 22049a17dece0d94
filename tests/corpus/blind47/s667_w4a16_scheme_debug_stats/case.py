import torch

ENTRY = "s667_w4a16_scheme_debug_stats.model:compiled_attn_out"


def inputs():
    return (torch.randn(4, 2, 4),)
