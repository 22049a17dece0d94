import torch

ENTRY = "s602_ep_a2a_custom_op_decode.runner:decode"


def inputs():
    return (torch.randn(4, 8),)
