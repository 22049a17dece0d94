import torch

ENTRY = "h027_is_scripting_guarded_deprecation.vit:patch_attn_compiled"


def inputs():
    return (torch.randn(1, 5, 8),)
