import torch

ENTRY = "s531_moe_lazy_expert_materialize.model:compiled"


def inputs():
    return (torch.randn(4, 8),)
