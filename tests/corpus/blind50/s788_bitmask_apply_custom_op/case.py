import torch

ENTRY = "s788_bitmask_apply_custom_op.sampling:grammar_constrained_sample"


def inputs():
    bitmask = torch.full((4, 2), -1, dtype=torch.int32)
    bitmask[0] = torch.tensor([0x10, 0], dtype=torch.int32)
    bitmask[2] = torch.tensor([0x0000F000, 0x3], dtype=torch.int32)
    return (torch.randn(4, 64), bitmask, torch.tensor([0.0, 0.7, 1.0, 0.5]))
