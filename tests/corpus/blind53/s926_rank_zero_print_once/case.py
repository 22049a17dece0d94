import torch

ENTRY = "s926_rank_zero_print_once.moe_dispatch:moe_forward"


def inputs():
    return (torch.randn(4, 8), torch.randn(4, 4))
