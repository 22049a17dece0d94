import torch

ENTRY = "s1118_activation_resolved_at_init.mlp:mlp_forward"


def inputs():
    return (torch.randn(4, 8),)
