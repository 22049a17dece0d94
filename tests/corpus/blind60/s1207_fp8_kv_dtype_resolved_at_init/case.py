import torch

from s1207_fp8_kv_dtype_resolved_at_init.layer import CacheConfig, PagedAttention

ENTRY = "s1207_fp8_kv_dtype_resolved_at_init.ops:unified_attention_with_output"


def inputs():
    layer = PagedAttention(num_heads=2, head_size=4, cache_config=CacheConfig())
    return (
        layer,
        torch.randn(2, 8),
        torch.randn(2, 8),
        torch.randn(2, 8),
        torch.tensor([5, 13]),
        torch.tensor([[1, 0], [3, 2]]),
    )
