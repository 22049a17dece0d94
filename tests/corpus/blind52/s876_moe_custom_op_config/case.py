import torch

from s876_moe_custom_op_config.layer import SparseMoeBlock

ENTRY = "s876_moe_custom_op_config.layer:SparseMoeBlock.forward"


def inputs():
    return (SparseMoeBlock().eval(), torch.randn(4, 8))
