import torch

ENTRY = "s315_disabled_comm_hook_inherited.engine:decode_step"


def inputs():
    return (torch.randn(3, 16),)
