import torch

ENTRY = "m020_block_fp8_capability.layer:compiled_proj"


def inputs():
    return (torch.randn(4, 8),)
