import torch

ENTRY = "f026_parent_config_weakref.model:compiled_model"


def inputs():
    return (torch.randn(2, 8),)
