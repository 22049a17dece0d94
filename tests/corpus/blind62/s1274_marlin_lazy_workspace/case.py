import torch

ENTRY = "s1274_marlin_lazy_workspace.decoder:step"


def inputs():
    return (torch.randn(4, 32), torch.randn(4, 32))
