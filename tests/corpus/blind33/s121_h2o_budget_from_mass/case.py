import torch

ENTRY = "s121_h2o_budget_from_mass.decode:decode_step"


def inputs():
    torch.manual_seed(0)
    return (torch.randn(2, 4, 1, 8), torch.randn(2, 4, 16, 8), torch.randn(2, 4, 16, 8))
