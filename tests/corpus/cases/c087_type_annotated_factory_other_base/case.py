import torch

ENTRY = "c087_type_annotated_factory_other_base.model:compiled"


def inputs():
    return (torch.randn(2, 8),)
