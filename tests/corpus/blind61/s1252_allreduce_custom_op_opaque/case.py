import torch

ENTRY = "s1252_allreduce_custom_op_opaque.model_runner:forward_decode"


def inputs():
    return (torch.randn(4, 8),)
