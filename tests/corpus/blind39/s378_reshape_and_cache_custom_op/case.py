import torch

ENTRY = "s378_reshape_and_cache_custom_op.runner:decode"


def inputs():
    hidden = torch.randn(2, 8)
    slot_mapping = torch.tensor([5, 13])
    block_table = torch.tensor([[0, 1], [2, 3]])
    return (hidden, slot_mapping, block_table)
