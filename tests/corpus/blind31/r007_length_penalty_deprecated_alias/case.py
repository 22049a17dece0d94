import torch

ENTRY = "r007_length_penalty_deprecated_alias.scorer:compiled_scorer"


def inputs():
    return (torch.randn(4, 16), torch.tensor([12.0, 40.0, 7.0, 90.0]))
