import torch

ENTRY = "y001_early_exit_confidence_gate.model:compiled_encoder"


def inputs():
    return (torch.randn(4, 8),)
