import torch

ENTRY = "s585_recv_wrapper_compiler_disable.worker:execute"


def inputs():
    return (torch.randn(4, 8),)
