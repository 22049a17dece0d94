import torch

ENTRY = "c086_type_annotated_factory_subclass.model:compiled"


def inputs():
    return (torch.randn(2, 8),)
