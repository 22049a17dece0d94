import torch

ENTRY = "s1282_conv_state_pool_inherited_log.short_conv:compiled_decode"


def inputs():
    slot_indices = torch.tensor([2, 0], dtype=torch.int64)
    return (torch.randn(2, 8), slot_indices)
