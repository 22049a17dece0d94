import torch

ENTRY = "s1295_st_pooling_config_lazy.st_model:embedder"


def inputs():
    mask = torch.tensor([[1, 1, 1, 0], [1, 1, 1, 1]])
    return (torch.randn(2, 4, 8), mask)
