import torch

ENTRY = "s434_allreduce_backend_host_probe.model_runner:decode"


def inputs():
    return (torch.randn(4, 8),)
