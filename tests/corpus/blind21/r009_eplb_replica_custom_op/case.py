import torch

ENTRY = "r009_eplb_replica_custom_op.moe:moe"


def inputs():
    return (torch.randn(4, 8),)
