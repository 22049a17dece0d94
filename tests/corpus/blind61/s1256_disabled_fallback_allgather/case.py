import torch

ENTRY = "s1256_disabled_fallback_allgather.model:compiled_moe_block"


def inputs():
    return (torch.randn(3, 8),)
