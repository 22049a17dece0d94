import torch

ENTRY = "h068_fp8_config_dense_mlp.model:mlp_compiled"


def inputs():
    return (torch.randn(3, 16),)
