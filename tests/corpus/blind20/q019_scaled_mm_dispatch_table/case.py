import torch

ENTRY = "q019_scaled_mm_dispatch_table.model:attention_block"


def inputs():
    return (torch.randn(4, 8),)
