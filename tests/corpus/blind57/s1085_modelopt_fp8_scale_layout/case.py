import torch

ENTRY = "s1085_modelopt_fp8_scale_layout.model:decode"


def inputs():
    return (torch.randn(5, 32),)
