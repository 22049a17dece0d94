import torch

ENTRY = "s867_alibi_slopes_init_buffer.modeling_mpt:mpt_attention"


def inputs():
    return (torch.randn(2, 7, 48),)
