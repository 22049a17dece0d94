import torch

ENTRY = "s1235_expert_usage_custom_op.model:compiled"


def inputs():
    return (torch.randn(4, 8),)
