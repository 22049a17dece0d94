import torch

ENTRY = "s880_expert_load_bucket_selector.moe:moe_forward"


def inputs():
    return (torch.randn(4, 8),)
