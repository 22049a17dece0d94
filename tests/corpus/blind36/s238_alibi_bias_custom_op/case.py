import torch

ENTRY = "s238_alibi_bias_custom_op.paged_decode:decode_step"


def inputs():
    b, h, L, d = 2, 3, 6, 4
    return (torch.randn(b, h, d), torch.randn(b, h, L, d), torch.randn(b, h, L, d),
            torch.tensor([4, 6]))
