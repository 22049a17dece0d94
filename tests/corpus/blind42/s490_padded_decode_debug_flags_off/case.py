import torch

ENTRY = "s490_padded_decode_debug_flags_off.decode_runner:decode"


def inputs():
    return (torch.randn(3, 8), torch.tensor([4, 12, 7]), torch.tensor([6, 1, 3]))
