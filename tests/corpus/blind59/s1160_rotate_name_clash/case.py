import torch

ENTRY = "s1160_rotate_name_clash.attention:swa_forward"


def inputs():
    return (torch.randn(4, 8),)
