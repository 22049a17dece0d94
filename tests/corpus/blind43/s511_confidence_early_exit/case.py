import torch

ENTRY = "s511_confidence_early_exit.model:compiled_model"


def inputs():
    return (torch.randn(4, 8),)
