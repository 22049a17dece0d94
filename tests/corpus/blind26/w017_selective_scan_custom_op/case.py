import torch

ENTRY = "w017_selective_scan_custom_op.model:compiled_block"


def inputs():
    return (torch.randn(2, 5, 8),)
