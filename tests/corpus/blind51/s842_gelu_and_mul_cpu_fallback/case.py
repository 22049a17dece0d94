import torch

ENTRY = "s842_gelu_and_mul_cpu_fallback.model_runner:decode"


def inputs():
    return (torch.randn(4, 8),)
