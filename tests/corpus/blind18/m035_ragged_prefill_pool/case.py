import torch

ENTRY = "m035_ragged_prefill_pool.pooler:pool"


def inputs():
    return (torch.randn(7, 8), torch.tensor([3, 1, 3]))
