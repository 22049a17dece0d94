import torch

ENTRY = "x026_dynamic_ntk_disabled_refresh.runner:decode"


def inputs():
    return (torch.randn(6, 8), torch.arange(6))
