import torch

ENTRY = "s349_typical_acceptance_dump_off.typical_acceptance:typical_verify"


def inputs():
    return (torch.randn(2, 4, 8), torch.randint(0, 8, (2, 3)))
