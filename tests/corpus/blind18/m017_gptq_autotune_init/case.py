import torch

ENTRY = "m017_gptq_autotune_init.runner:decode"


def inputs():
    return (torch.randn(4, 16),)
