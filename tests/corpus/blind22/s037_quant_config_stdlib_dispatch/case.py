import torch

ENTRY = "s037_quant_config_stdlib_dispatch.model:compiled_block"


def inputs():
    return (torch.randn(3, 32),)
