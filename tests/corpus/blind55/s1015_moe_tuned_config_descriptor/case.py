import torch

from s1015_moe_tuned_config_descriptor.layer import SparseMoeBlock

ENTRY = "s1015_moe_tuned_config_descriptor.layer:SparseMoeBlock.forward"


def inputs():
    return (SparseMoeBlock(), torch.randn(4, 8))
