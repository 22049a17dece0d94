import torch

ENTRY = "g015_moe_tuned_config_json.layer:compiled_moe"


def inputs():
    return (torch.randn(4, 8),)
