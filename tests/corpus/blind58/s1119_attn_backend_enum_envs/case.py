import torch

ENTRY = "s1119_attn_backend_enum_envs.runner:decode_step"


def inputs():
    return (torch.randn(4, 8),)
