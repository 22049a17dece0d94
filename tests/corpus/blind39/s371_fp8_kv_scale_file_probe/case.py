import torch

ENTRY = "s371_fp8_kv_scale_file_probe.paged_attn:attn"


def inputs():
    num_blocks, block_size, heads, dim = 4, 4, 2, 4
    key = torch.randn(3, heads * dim)
    value = torch.randn(3, heads * dim)
    key_cache = torch.zeros(num_blocks, block_size, heads, dim, dtype=torch.uint8)
    value_cache = torch.zeros(num_blocks, block_size, heads, dim, dtype=torch.uint8)
    slot_mapping = torch.tensor([0, 5, 9])
    return (key, value, key_cache, value_cache, slot_mapping)
