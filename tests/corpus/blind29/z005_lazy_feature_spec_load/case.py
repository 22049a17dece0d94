import torch

ENTRY = "z005_lazy_feature_spec_load.heads:compiled_scorer"


def inputs():
    return (torch.randint(0, 64, (2, 5, 3)),)
