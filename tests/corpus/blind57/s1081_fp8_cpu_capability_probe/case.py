import torch

ENTRY = "s1081_fp8_cpu_capability_probe.model:compiled_mlp"


def inputs():
    return (torch.randn(4, 8),)
