import torch

ENTRY = "w003_adapter_slot_lock.runner:forward_decode"


def inputs():
    return (torch.randn(4, 8), torch.tensor([0, 1, 1, 0]))
