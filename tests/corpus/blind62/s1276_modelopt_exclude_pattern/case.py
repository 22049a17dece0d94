import torch

ENTRY = "s1276_modelopt_exclude_pattern.layers:project_qkv"


def inputs():
    return (torch.randn(4, 32),)
