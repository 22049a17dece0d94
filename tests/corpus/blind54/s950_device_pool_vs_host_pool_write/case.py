import torch

ENTRY = "s950_device_pool_vs_host_pool_write.model_runner:compiled"


def inputs():
    return (torch.randn(4, 8), torch.tensor([1, 2, 3, -1]))
