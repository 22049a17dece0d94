import torch

ENTRY = "c044_json_dumps_kernel_key.tuned:compiled"


def inputs():
    return (torch.randn(4, 8),)
