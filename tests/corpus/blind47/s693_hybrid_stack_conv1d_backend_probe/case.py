import torch

from s693_hybrid_stack_conv1d_backend_probe import HybridConfig, HybridModel

ENTRY = "s693_hybrid_stack_conv1d_backend_probe.model:step"


def inputs():
    return (HybridModel(HybridConfig()), torch.randn(1, 6, 16))
