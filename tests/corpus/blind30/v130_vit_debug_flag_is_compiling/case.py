import torch

ENTRY = "v130_vit_debug_flag_is_compiling.encoder:vit"


def inputs():
    return (torch.randn(2, 3, 12, 20),)
