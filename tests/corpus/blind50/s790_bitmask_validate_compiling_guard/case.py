import torch

ENTRY = "s790_bitmask_validate_compiling_guard.structured_sampler:structured_sample_step"


def inputs():
    bitmask = torch.full((4, 2), -1, dtype=torch.int32)
    bitmask[1] = torch.tensor([0, 0x00010001], dtype=torch.int32)
    bitmask[3] = torch.tensor([0x7FFFFFFF, 0], dtype=torch.int32)
    return (torch.randn(4, 64), bitmask)
