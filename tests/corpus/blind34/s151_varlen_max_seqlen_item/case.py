import torch

ENTRY = "s151_varlen_max_seqlen_item.model:encoder"


def inputs():
    return (torch.randn(6, 8), torch.tensor([2, 4], dtype=torch.int32))
