import torch

ENTRY = "s1168_nonfinite_guard_op.logits_processor:head"


def inputs():
    return (torch.randn(4, 8),)
