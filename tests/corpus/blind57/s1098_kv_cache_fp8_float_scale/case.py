import torch

ENTRY = "s1098_kv_cache_fp8_float_scale.attention:attn"


def inputs():
    return (torch.randn(5, 16),)
