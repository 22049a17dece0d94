import torch

ENTRY = "s661_fp8_block_scale_linear.mlp:compiled_mlp"


def inputs():
    return (torch.randn(4, 8),)
