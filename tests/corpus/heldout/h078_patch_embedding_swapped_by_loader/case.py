import torch

ENTRY = "h078_patch_embedding_swapped_by_loader.loader:vision_compiled"


def inputs():
    return (torch.randn(1, 3, 8, 8),)
