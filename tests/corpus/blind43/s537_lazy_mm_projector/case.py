import torch

ENTRY = "s537_lazy_mm_projector.model:compiled"


def inputs():
    return (torch.randn(3, 12), torch.randn(4, 8))
