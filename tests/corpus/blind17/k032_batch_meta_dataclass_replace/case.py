import torch

ENTRY = "k032_batch_meta_dataclass_replace.runner:decode"


def inputs():
    return (torch.randn(4, 8),)
