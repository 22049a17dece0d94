import torch

from s720_kv_cache_events_disabled.cache_writer import PagedCacheWriter
from s720_kv_cache_events_disabled.config import CacheConfig

ENTRY = "s720_kv_cache_events_disabled.cache_writer:PagedCacheWriter.write_prefill"


def inputs():
    writer = PagedCacheWriter(CacheConfig())
    key = torch.randn(6, 8)
    value = torch.randn(6, 8)
    block_table = torch.tensor([3, 6])
    token_ids = torch.tensor([1, 450, 4996, 17354, 1701, 29916])
    return (writer, key, value, block_table, token_ids)
