import torch

ENTRY = "s711_paged_kv_slot_bounds_check.model:compiled"


def inputs():
    hidden = torch.randn(4, 8)
    positions = torch.arange(4)
    block_table = torch.tensor([5, 2], dtype=torch.int64)
    return (hidden, positions, block_table)
