import torch

ENTRY = "s362_adapter_slot_table_lock.runner:decode"


def inputs():
    return (torch.randn(4, 8),)
