import torch

ENTRY = "s263_int4_unpack_zero_points_tolist.model:decode"


def inputs():
    return (torch.randn(4, 8),)
