import torch

ENTRY = "s518_layerskip_profiled_runner.runner:decode"


def inputs():
    return (torch.randn(4, 8),)
