import torch

ENTRY = "s959_model_type_transform_dead_paths.model:model"


def inputs():
    return (torch.randn(3, 8),)
