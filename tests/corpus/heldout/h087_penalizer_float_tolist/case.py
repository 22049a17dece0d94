import torch

ENTRY = "h087_penalizer_float_tolist.sampling:apply_penalties"


def inputs():
    return (torch.randn(3, 32), torch.tensor([1.0, 1.2, 1.0]), torch.randint(0, 32, (3, 5)))
