import torch

ENTRY = "c011_listdir_registry_dispatch.moe:fused_experts"


def inputs():
    return (torch.randn(4, 8),)
