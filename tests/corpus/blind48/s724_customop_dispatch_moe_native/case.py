import torch

from s724_customop_dispatch_moe_native.model import MixtralSparseMoeBlock

ENTRY = "s724_customop_dispatch_moe_native.model:MixtralSparseMoeBlock.forward"


def inputs():
    torch.manual_seed(0)
    return (MixtralSparseMoeBlock(), torch.randn(4, 8))
