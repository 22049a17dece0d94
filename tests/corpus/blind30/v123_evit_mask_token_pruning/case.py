import torch

ENTRY = "v123_evit_mask_token_pruning.model:compiled_vit"


def inputs():
    return (torch.randn(1, 12, 16),)
