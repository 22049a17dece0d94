import torch

ENTRY = "h053_try_import_fast_path_present.norm:norm_fn"


def inputs():
    return (torch.randn(2, 8),)
