import torch

ENTRY = "s271_prefix_hash_sha_lookup.attention:prefix_attention_step"


def inputs():
    q = torch.randn(2, 4, 8)
    k_cache = torch.randn(16, 4, 8)
    v_cache = torch.randn(16, 4, 8)
    token_ids = torch.arange(8, dtype=torch.int64)
    return (q, k_cache, v_cache, token_ids)
