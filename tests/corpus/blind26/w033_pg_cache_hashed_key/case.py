import torch

ENTRY = "w033_pg_cache_hashed_key.attention:parallel_attn_out"


def inputs():
    return (torch.randn(2, 4, 8), torch.randn(8, 8))
