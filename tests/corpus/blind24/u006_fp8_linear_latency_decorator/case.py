import torch

ENTRY = "u006_fp8_linear_latency_decorator.model:shared_expert_step"


def inputs():
    return (torch.randn(4, 8),)
