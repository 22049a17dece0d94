import torch

from s1133_singledispatch_position_guard.attention import RopeSelfAttention

ENTRY = "s1133_singledispatch_position_guard.attention:RopeSelfAttention.forward"


def inputs():
    return (RopeSelfAttention(), torch.arange(4), torch.randn(4, 8))
