import torch

ENTRY = "s715_prefix_hit_stats_is_compiling.prefill:step"


def inputs():
    # seq 0: 7 tokens, first block cached -> 3 new; seq 1: 5 tokens, nothing cached -> 5 new
    block_tables = torch.tensor([[3, 1], [0, 2]])
    cached_mask = torch.tensor([[True, False], [False, False]])
    seq_lens = torch.tensor([7, 5])
    new_kv = torch.randn(8, 8)
    kv_cache = torch.zeros(16, 8)
    return (new_kv, kv_cache, block_tables, cached_mask, seq_lens)
