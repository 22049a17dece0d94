import torch

from s1228_moe_align_custom_op.model import MixtralSparseMoeBlock

ENTRY = "s1228_moe_align_custom_op.model:moe_forward"


def inputs():
    return (MixtralSparseMoeBlock(), torch.randn(4, 8))
