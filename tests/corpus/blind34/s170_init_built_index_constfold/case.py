import torch

ENTRY = "s170_init_built_index_constfold.model:fusion_step"


def inputs():
    return (torch.randn(4, 8),)
