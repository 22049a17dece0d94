import torch

ENTRY = "h046_int_tolist_expert_offsets.dispatch:build_dispatch_metadata"


def inputs():
    return (torch.randn(5, 4),)
