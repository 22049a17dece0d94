import torch

ENTRY = "c079_dataclass_dump_flag_on_positional.sampler:compiled"


def inputs():
    return (torch.randn(3, 16),)
