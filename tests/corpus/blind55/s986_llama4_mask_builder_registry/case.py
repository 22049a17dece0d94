import torch

ENTRY = "s986_llama4_mask_builder_registry.engine:forward_step"


def inputs():
    return (torch.randn(8, 16), torch.arange(8))
