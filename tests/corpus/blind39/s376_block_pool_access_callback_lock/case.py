import torch

ENTRY = "s376_block_pool_access_callback_lock.model:compiled"


def inputs():
    x = torch.randn(2, 8)
    k_cache = torch.randn(6, 4, 8)
    v_cache = torch.randn(6, 4, 8)
    block_table = torch.tensor([[0, 2], [5, 1]])
    return (x, k_cache, v_cache, block_table)
