import torch

ENTRY = "h043_shape_driven_padding.padding:padded_mm"


def inputs():
    return (torch.randn(3, 6), torch.randn(6, 5))
