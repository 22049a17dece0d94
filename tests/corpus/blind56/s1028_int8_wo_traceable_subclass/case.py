import torch

ENTRY = "s1028_int8_wo_traceable_subclass.model:compiled_model"


def inputs():
    return (torch.randn(2, 3, 8),)
