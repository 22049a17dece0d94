import torch

ENTRY = "s355_siglip_sdpa_attn_warning_once.encode:encode_patches_compiled"


def inputs():
    return (torch.randn(1, 4, 16),)
