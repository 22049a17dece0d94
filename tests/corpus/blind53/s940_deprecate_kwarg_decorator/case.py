import torch

ENTRY = "s940_deprecate_kwarg_decorator.modeling_phi:decoder_layer"


def inputs():
    return (torch.randn(4, 8),)
