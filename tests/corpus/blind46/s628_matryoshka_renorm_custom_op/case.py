import torch

ENTRY = "s628_matryoshka_renorm_custom_op.embedder:encode"


def inputs():
    return (torch.randn(3, 4, 8),)
