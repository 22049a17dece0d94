import torch

ENTRY = "s1116_quant_ignore_glob_patterns.model:compiled_mlp"


def inputs():
    return (torch.randn(4, 8),)
