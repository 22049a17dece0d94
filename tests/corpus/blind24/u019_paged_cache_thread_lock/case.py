import torch
from torch import nn

from u019_paged_cache_thread_lock.decode import DecoderLayer
from u019_paged_cache_thread_lock.kv_cache import BlockAllocator, PagedKVCache

ENTRY = "u019_paged_cache_thread_lock.decode:decode_step"


def inputs():
    torch.manual_seed(0)
    layers = nn.ModuleList(DecoderLayer(i) for i in range(2)).eval()
    cache = PagedKVCache(num_layers=2, num_blocks=8, block_size=4, num_heads=4, head_dim=8)
    alloc = BlockAllocator(8)
    block_table = torch.tensor([alloc.allocate(0, 2), alloc.allocate(1, 2)])
    seq_len = 5
    # slot of the token being decoded (position seq_len - 1) for each sequence
    slot_mapping = cache.slots_for(block_table, seq_len)[:, -1]
    return (layers, cache, torch.randn(2, 32), slot_mapping, block_table, seq_len)
