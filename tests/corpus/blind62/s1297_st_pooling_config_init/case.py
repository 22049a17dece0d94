import torch

ENTRY = "s1297_st_pooling_config_init.model:embed"


def inputs():
    mask = torch.tensor([[1, 1, 1, 1], [1, 1, 0, 0]])
    return (torch.randn(2, 4, 8), mask)
