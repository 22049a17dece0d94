import torch

ENTRY = "y014_added_token_override_max.model:model"


def inputs():
    return (torch.tensor([[1, 2, 65], [3, 66, 4]]),)
