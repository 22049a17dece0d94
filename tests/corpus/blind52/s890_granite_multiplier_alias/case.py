import torch

ENTRY = "s890_granite_multiplier_alias.modeling_granite:decode_step"


def inputs():
    return (torch.randint(0, 80, (2, 5)),)
