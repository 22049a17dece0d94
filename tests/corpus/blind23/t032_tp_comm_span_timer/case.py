import torch

ENTRY = "t032_tp_comm_span_timer.runner:decode_step"


def inputs():
    return (torch.randn(4, 16),)
