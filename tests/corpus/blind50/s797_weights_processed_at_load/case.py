import torch

ENTRY = "s797_weights_processed_at_load.worker:compiled_model"


def inputs():
    return (torch.randn(3, 8),)
