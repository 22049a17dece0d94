import torch

ENTRY = "s473_silu_mul_cpu_fallback_warn_once.activation:step"


def inputs():
    return (torch.randn(4, 8),)
