import torch

ENTRY = "h042_unused_debug_paths_same_names.model:qproj_compiled"


def inputs():
    return (torch.randn(2, 5, 8),)
