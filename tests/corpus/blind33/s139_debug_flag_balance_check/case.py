import torch

ENTRY = "s139_debug_flag_balance_check.block:moe_block_fwd"


def inputs():
    return (torch.randn(2, 4, 16),)
