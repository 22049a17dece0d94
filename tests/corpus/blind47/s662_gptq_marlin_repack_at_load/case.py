import torch

ENTRY = "s662_gptq_marlin_repack_at_load.model:step"


def inputs():
    return (torch.randn(4, 16),)
