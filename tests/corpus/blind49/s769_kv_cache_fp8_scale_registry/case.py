import torch

ENTRY = "s769_kv_cache_fp8_scale_registry.attention:prefill_attention"


def inputs():
    return (torch.randn(4, 8), torch.arange(4))
