import torch

ENTRY = "s421_fp8_block_scale_linear.model:compiled_mlp"


def inputs():
    return (torch.randn(4, 8),)
