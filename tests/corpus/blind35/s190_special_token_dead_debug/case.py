import torch

ENTRY = "s190_special_token_dead_debug.embed:compiled_embed"


def inputs():
    return (torch.tensor([[1, 4, 5, 32001, 2, 0]]),)
