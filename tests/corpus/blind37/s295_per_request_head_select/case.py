import torch

ENTRY = "s295_per_request_head_select.runner:_compiled"


def inputs():
    return (torch.randn(3, 8), torch.tensor([0, 2, 1]))
