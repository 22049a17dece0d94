import torch

from .prefix_caching import PrefixCachingMetadataBuilder

BLOCK_SIZE = 4
_builder = PrefixCachingMetadataBuilder(BLOCK_SIZE)


def _scatter_new_tokens(kv_cache, new_kv, block_tables, context_lens, query_lens):
    # token t of sequence s lands at position context_lens[s] + t
    seq_ids = torch.repeat_interleave(torch.arange(block_tables.shape[0]), query_lens, output_size=new_kv.shape[0])
    starts = torch.nn.functional.pad(query_lens.cumsum(0)[:-1], (1, 0))
    positions = context_lens[seq_ids] + torch.arange(new_kv.shape[0]) - starts[seq_ids]
    blocks = block_tables[seq_ids, positions // BLOCK_SIZE]
    slots = blocks * BLOCK_SIZE + positions % BLOCK_SIZE
    return kv_cache.index_copy(0, slots, new_kv)


def prefill_with_prefix_cache(new_kv, kv_cache, block_tables, cached_mask, seq_lens):
    context_lens, query_lens, cu_seqlens_q = _builder.build(block_tables, cached_mask, seq_lens)
    kv_cache = _scatter_new_tokens(kv_cache, new_kv, block_tables, context_lens, query_lens)
    return kv_cache, cu_seqlens_q


step = torch.compile(prefill_with_prefix_cache, fullgraph=True)
