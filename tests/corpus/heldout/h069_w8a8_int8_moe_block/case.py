import torch

ENTRY = "h069_w8a8_int8_moe_block.moe_block:block_compiled"


def inputs():
    return (torch.randn(4, 16),)
