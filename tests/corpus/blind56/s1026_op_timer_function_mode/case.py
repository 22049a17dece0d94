import torch

ENTRY = "s1026_op_timer_function_mode.model_runner:forward_decode"


def inputs():
    return (torch.randint(0, 32, (2, 3)),)
