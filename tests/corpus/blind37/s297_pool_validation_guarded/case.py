import torch

ENTRY = "s297_pool_validation_guarded.head:compiled_pool"


def inputs():
    mask = torch.ones(2, 6, dtype=torch.long)
    mask[1, 4:] = 0
    return (torch.randn(2, 6, 8), mask)
