import torch

ENTRY = "h044_env_flag_switches.attn:attn_compiled"


def inputs():
    return (torch.randn(1, 3, 8),)
