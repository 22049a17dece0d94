import torch

ENTRY = "u035_ordered_dataclass_kernel_pick.model:prefill"


def inputs():
    return (torch.randn(1, 12, 32),)
