import torch

ENTRY = "s912_norm_registry_result_type.decoder:forward_step"


def inputs():
    return (torch.randn(4, 8),)
