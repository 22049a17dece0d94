import torch

ENTRY = "g034_tuned_config_json_key.linear:qlinear"


def inputs():
    return (torch.randn(4, 16),)
