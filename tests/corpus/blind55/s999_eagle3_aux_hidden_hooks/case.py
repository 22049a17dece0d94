import torch

ENTRY = "s999_eagle3_aux_hidden_hooks.llama_eagle3:target_forward"


def inputs():
    return (torch.tensor([3, 1, 4, 1, 5]),)
