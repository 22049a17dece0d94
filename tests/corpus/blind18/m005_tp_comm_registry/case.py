import torch

ENTRY = "m005_tp_comm_registry.layers:compiled_mlp"


def inputs():
    return (torch.randn(4, 8),)
