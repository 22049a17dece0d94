import torch

from p015_nvfp4_op_missing_fake.linear import Nvfp4Linear

ENTRY = "p015_nvfp4_op_missing_fake.linear:Nvfp4Linear.forward"

_LAYER = Nvfp4Linear(32, 16)


def inputs():
    return (_LAYER, torch.randn(4, 32))
