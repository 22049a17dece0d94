import torch

ENTRY = "z007_hot_row_cache_disabled.dlrm:serve_step"


def inputs():
    ids = torch.randint(0, 30, (3, 8))
    offsets = torch.tensor([0, 3, 5, 6])
    return (torch.randn(4, 13), ids, offsets)
