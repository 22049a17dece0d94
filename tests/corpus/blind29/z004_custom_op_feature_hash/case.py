import torch

ENTRY = "z004_custom_op_feature_hash.wide_deep:predict"


def inputs():
    u = torch.tensor([3, 14, 15, 92], dtype=torch.long)
    i = torch.tensor([65, 35, 89, 79], dtype=torch.long)
    g = torch.tensor([1, 2, 3, 4], dtype=torch.long)
    return (torch.randn(4, 6), u, i, g)
