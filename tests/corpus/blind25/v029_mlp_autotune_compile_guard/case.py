import torch

ENTRY = "v029_mlp_autotune_compile_guard.runner:mlp_forward"


def inputs():
    return (torch.randn(4, 8),)
