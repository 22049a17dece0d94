import torch

ENTRY = "s601_naive_ep_grouped_mlp_skip_empty.layer:compiled_moe"


def inputs():
    return (torch.randn(4, 8),)
