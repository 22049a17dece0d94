import torch

from t013_kv_view_cache_data_ptr.step import BLOCK_SIZE, HEAD_SIZE, NUM_BLOCKS, NUM_KV_HEADS

ENTRY = "t013_kv_view_cache_data_ptr.step:paged_decode_step"


def inputs():
    query = torch.randn(2, 16)
    kv_cache = torch.randn(2, NUM_BLOCKS, BLOCK_SIZE * NUM_KV_HEADS * HEAD_SIZE)
    block_tables = torch.tensor([[0, 1], [2, 3]], dtype=torch.int64)
    context_lens = torch.tensor([5, 3], dtype=torch.int64)
    return (query, kv_cache, block_tables, context_lens)
