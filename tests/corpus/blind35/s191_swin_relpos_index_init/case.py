import torch

ENTRY = "s191_swin_relpos_index_init.block:compiled_block"


def inputs():
    return (torch.randn(2, 8, 8, 16),)
