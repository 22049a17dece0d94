import torch

from s117_contextvar_group_lookup.attention import attn

ENTRY = "s117_contextvar_group_lookup.attention:ParallelAttention.forward"


def inputs():
    return (attn, torch.randn(2, 4, 16))
