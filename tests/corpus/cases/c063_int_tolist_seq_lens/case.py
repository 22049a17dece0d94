import torch

ENTRY = "c063_int_tolist_seq_lens.batching:compiled"


def inputs():
    return (torch.randn(4, 8),)
