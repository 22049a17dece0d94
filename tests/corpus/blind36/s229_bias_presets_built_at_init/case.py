import torch

ENTRY = "s229_bias_presets_built_at_init.model:compiled_head"


def inputs():
    g = torch.Generator().manual_seed(8)
    return (torch.randn(2, 3, 8, generator=g),)
