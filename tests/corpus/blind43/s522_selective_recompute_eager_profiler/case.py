import torch

ENTRY = "s522_selective_recompute_eager_profiler.model:compiled_layer"


def inputs():
    return (torch.randn(2, 4, 8, requires_grad=True),)
