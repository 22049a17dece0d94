import torch

ENTRY = "s758_disabled_load_accumulate.modeling_olmoe:moe_block"


def inputs():
    return (torch.randn(4, 8),)
