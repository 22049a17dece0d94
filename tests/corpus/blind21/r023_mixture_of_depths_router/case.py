import torch

ENTRY = "r023_mixture_of_depths_router.modeling_mod:compiled_model"


def inputs():
    return (torch.randn(2, 8, 16),)
