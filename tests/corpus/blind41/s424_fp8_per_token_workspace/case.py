import torch

ENTRY = "s424_fp8_per_token_workspace.model:step"


def inputs():
    return (torch.randn(4, 8),)
