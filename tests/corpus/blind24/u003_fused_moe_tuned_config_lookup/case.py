import torch

ENTRY = "u003_fused_moe_tuned_config_lookup.model:moe"


def inputs():
    return (torch.randn(5, 8),)
