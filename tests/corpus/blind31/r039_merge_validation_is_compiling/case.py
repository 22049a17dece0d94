import torch

ENTRY = "r039_merge_validation_is_compiling.model:compiled_model"


def inputs():
    return (torch.randn(4, 8),)
