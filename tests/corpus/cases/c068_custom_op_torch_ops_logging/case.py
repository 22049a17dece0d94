import torch

ENTRY = "c068_custom_op_torch_ops_logging.moe_layer:compiled"


def inputs():
    return (torch.randn(4, 8),)
