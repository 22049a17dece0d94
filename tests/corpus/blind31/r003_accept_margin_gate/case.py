import torch

ENTRY = "r003_accept_margin_gate.pairwise:compiled_pairwise"


def inputs():
    return (torch.randn(4, 16), torch.randn(4, 16))
