import torch

from p034_kv_cache_dataptr_alias.decode import DecodeLayer

ENTRY = "p034_kv_cache_dataptr_alias.decode:DecodeLayer.forward"


def inputs():
    layer = DecodeLayer()
    hidden = torch.randn(2, 8)
    positions = torch.tensor([0, 1])
    return (layer, hidden, positions)
