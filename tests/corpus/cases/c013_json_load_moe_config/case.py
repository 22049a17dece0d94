import torch

ENTRY = "c013_json_load_moe_config.fused_moe:moe_forward"


def inputs():
    return (torch.randn(4, 8),)
