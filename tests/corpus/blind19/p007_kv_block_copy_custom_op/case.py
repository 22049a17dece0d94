import torch

ENTRY = "p007_kv_block_copy_custom_op.engine:fork_and_attend"


def inputs():
    torch.manual_seed(0)
    kv_cache = torch.randn(2, 6, 4, 8)        # [k/v, num_blocks, block_size, head_dim]
    query = torch.randn(4, 8)
    block_mapping = torch.tensor([[0, 3], [1, 4]], dtype=torch.int64)
    return (kv_cache, query, block_mapping)
