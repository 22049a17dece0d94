import torch

ENTRY = "q034_rope_inplace_alias_check.attention:compiled_attention"


def inputs():
    return (torch.randn(4, 8), torch.arange(4))
