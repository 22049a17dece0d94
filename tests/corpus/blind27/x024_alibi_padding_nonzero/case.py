import torch

from x024_alibi_padding_nonzero.layer import AlibiSelfAttention

ENTRY = "x024_alibi_padding_nonzero.layer:AlibiSelfAttention.forward"


def inputs():
    mask = torch.tensor([[1, 1, 1, 1], [0, 1, 1, 1]])
    return (AlibiSelfAttention(), torch.randn(2, 4, 16), mask)
