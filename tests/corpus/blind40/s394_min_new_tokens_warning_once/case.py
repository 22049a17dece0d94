import torch

ENTRY = "s394_min_new_tokens_warning_once.decoding:decode_step"


def inputs():
    g = torch.Generator().manual_seed(0)
    return (torch.randint(0, 30, (2, 6), generator=g), torch.randn(2, 32, generator=g))
