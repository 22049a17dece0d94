import torch

ENTRY = "s369_sgmv_custom_op_segment_loop.runner:forward_decode"


def inputs():
    return (torch.randn(4, 8),)
