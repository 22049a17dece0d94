import torch

ENTRY = "s550_expert_histogram_custom_op.runner:decode"


def inputs():
    return (torch.randn(4, 8),)
