import torch

ENTRY = "s1135_cached_property_yarn_mscale.mla_rope:apply_mla_rope"


def inputs():
    return (torch.arange(4), torch.randn(4, 8), torch.randn(4, 8))
