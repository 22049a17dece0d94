import torch

ENTRY = "f038_alibi_slopes_numpy_on_tensor.alibi:alibi_bias"


def inputs():
    return (torch.tensor([0.5, 0.25, 0.125, 0.0625]), torch.arange(5))
