import torch

ENTRY = "u037_enum_policy_dispatch.mlp:compiled_mlp"


def inputs():
    return (torch.randn(4, 16),)
