import torch

ENTRY = "w019_conv1d_fastpath_probe.stack:compiled_stack"


def inputs():
    return (torch.randn(2, 6, 8),)
