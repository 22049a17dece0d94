import torch

ENTRY = "q030_static_cache_llama3_rope.modeling:runner"


def inputs():
    return (torch.tensor([[3, 7, 9]]), torch.tensor([0, 1, 2]))
