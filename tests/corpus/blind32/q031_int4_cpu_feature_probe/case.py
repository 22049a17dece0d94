import torch

ENTRY = "q031_int4_cpu_feature_probe.model:compiled_mlp"


def inputs():
    return (torch.randn(4, 16),)
