import torch

ENTRY = "s154_unpad_input_nonzero.encoder:encoder"


def inputs():
    mask = torch.tensor([[1, 1, 1, 0], [1, 1, 0, 0]], dtype=torch.long)
    return (torch.randn(2, 4, 8), mask)
