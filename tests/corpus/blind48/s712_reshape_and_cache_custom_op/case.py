import torch

ENTRY = "s712_reshape_and_cache_custom_op.decode:decode_attention"


def inputs():
    # 2 decode sequences, 2 heads x head_size 4; cache: 4 blocks of 4 slots
    query = torch.randn(2, 8)
    key = torch.randn(2, 8)
    value = torch.randn(2, 8)
    key_cache = torch.zeros(4, 4, 2, 4)
    value_cache = torch.zeros(4, 4, 2, 4)
    slot_mapping = torch.tensor([6, 9])
    block_tables = torch.tensor([[0, 1], [3, 2]])
    seq_lens = torch.tensor([7, 6])
    return (query, key, value, key_cache, value_cache, slot_mapping, block_tables, seq_lens)
