import torch

ENTRY = "s039_pad_table_built_at_init.runner:execute_decode"


def inputs():
    return (torch.randn(5, 16), torch.arange(5))
