import torch

ENTRY = "s810_cross_kv_same_name_lookup.model:cross_decode"


def inputs():
    return (torch.randn(1, 2, 8),)
