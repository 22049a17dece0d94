import torch

ENTRY = "s972_activation_offload_policy.model:compiled_decoder"


def inputs():
    return (torch.randn(2, 4, 8),)
