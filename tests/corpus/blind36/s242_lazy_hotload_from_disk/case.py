import torch

ENTRY = "s242_lazy_hotload_from_disk.layer:compiled_model"


def inputs():
    return (torch.randn(4, 8),)
