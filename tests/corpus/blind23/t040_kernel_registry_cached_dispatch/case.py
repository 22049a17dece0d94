import torch

ENTRY = "t040_kernel_registry_cached_dispatch.rope_attn:rope_step"


def inputs():
    q = torch.randn(1, 2, 6, 8)
    k = torch.randn(1, 2, 6, 8)
    positions = torch.arange(6)
    return (q, k, positions)
