import torch

ENTRY = "r016_int4_lazy_repack_hook.model:compiled"


def inputs():
    return (torch.randn(4, 8),)
