import torch

ENTRY = "s1031_unsupported_headdim_error.attention:decode_attention"


def inputs():
    return (torch.randn(3, 8), torch.randn(3, 2, 5, 4), torch.randn(3, 2, 5, 4))
