import torch

ENTRY = "h056_dataclass_flag_default_off.head:value_fn"


def inputs():
    return (torch.randn(3, 8),)
