import torch

ENTRY = "s521_activation_offload_stash_key.model:compiled_block"


def inputs():
    return (torch.randn(4, 8),)
