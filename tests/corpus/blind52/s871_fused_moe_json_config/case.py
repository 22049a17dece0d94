import torch

ENTRY = "s871_fused_moe_json_config.layer:moe_block"


def inputs():
    return (torch.randn(4, 8),)
