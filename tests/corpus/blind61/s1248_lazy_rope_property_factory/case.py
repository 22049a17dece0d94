import torch

ENTRY = "s1248_lazy_rope_property_factory.model:forward"


def inputs():
    return (torch.arange(4), torch.randn(4, 32))
