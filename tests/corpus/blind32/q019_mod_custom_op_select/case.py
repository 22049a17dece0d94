import torch

ENTRY = "q019_mod_custom_op_select.block:mod_block_forward"


def inputs():
    return (torch.randn(2, 6, 16),)
