import torch

ENTRY = "h079_gptq_marlin_method_after_load.model_loader:model_compiled"


def inputs():
    return (torch.randn(3, 16),)
