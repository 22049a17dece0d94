import torch

ENTRY = "s757_custom_op_load_counter.ep_moe:moe_forward"


def inputs():
    return (torch.randn(4, 8),)
