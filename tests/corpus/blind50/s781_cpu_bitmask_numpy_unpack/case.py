import torch

ENTRY = "s781_cpu_bitmask_numpy_unpack.sampler:sample_with_grammar"


def inputs():
    logits = torch.randn(4, 64)
    bitmask = torch.full((4, 2), -1, dtype=torch.int32)
    bitmask[:, 1] = 0x0000FFFF
    temperatures = torch.full((4,), 0.7)
    return (logits, bitmask, temperatures)
