import torch

ENTRY = "s181_stop_token_item_check.decode:decode_step"


def inputs():
    hidden = torch.randn(2, 16)
    return (hidden,)
