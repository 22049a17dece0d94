import torch

ENTRY = "w031_tp_row_linear_comm_timer.layers:compiled_mlp"


def inputs():
    return (torch.randn(4, 8),)
