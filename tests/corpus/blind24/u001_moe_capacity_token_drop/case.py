import torch

ENTRY = "u001_moe_capacity_token_drop.layer:moe_block"


def inputs():
    return (torch.randn(2, 4, 8),)
