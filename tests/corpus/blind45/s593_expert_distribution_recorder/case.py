import torch

ENTRY = "s593_expert_distribution_recorder.model_runner:compiled"


def inputs():
    return (torch.randn(4, 8),)
