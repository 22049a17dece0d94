import torch

ENTRY = "s1113_activation_path_lazy_import.mlp:mlp_forward"


def inputs():
    return (torch.randn(4, 8),)
