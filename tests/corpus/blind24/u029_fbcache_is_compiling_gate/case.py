import torch

ENTRY = "u029_fbcache_is_compiling_gate.transformer:compiled_model"


def inputs():
    return (torch.randn(2, 16, 16), torch.tensor([900.0, 900.0]))
