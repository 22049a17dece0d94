import torch

ENTRY = "s651_fused_moe_json_config.layer:compiled_block"


def inputs():
    return (torch.randn(4, 8),)
