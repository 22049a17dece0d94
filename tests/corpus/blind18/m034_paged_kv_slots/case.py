import torch

ENTRY = "m034_paged_kv_slots.runner:decode"


def inputs():
    return (torch.randn(4, 8), torch.tensor([0, 3, 5, 9]))
