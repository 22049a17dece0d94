import torch

ENTRY = "c083_dataclass_factories_passed_or_pure.model:compiled"


def inputs():
    return (torch.randn(3, 8),)
