import torch

ENTRY = "s941_native_reshape_and_cache_padding.model:compiled_model"


def inputs():
    return (torch.randn(4, 8), torch.tensor([0, 1, 2, -1]))
