import torch

ENTRY = "s136_placement_table_cache.layer:moe_decode"


def inputs():
    return (torch.randn(4, 16),)
