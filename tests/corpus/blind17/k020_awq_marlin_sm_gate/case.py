import torch

ENTRY = "k020_awq_marlin_sm_gate.runner:decode"


def inputs():
    return (torch.randn(4, 8),)
