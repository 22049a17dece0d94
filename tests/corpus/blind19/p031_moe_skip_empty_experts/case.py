import torch

ENTRY = "p031_moe_skip_empty_experts.layer:moe_block"


def inputs():
    return (torch.randn(4, 8),)
