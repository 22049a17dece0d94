import torch

ENTRY = "s1129_moe_topk_config_checks.moe_layer:moe_block"


def inputs():
    return (torch.randn(4, 8),)
