import torch

ENTRY = "s208_custom_op_selective_scan.model:compiled_block"


def inputs():
    return (torch.randn(2, 5, 8), torch.zeros(2, 8, 4))
