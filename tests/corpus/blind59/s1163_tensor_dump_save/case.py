import torch

from s1163_tensor_dump_save.model import DumpableModel

ENTRY = "s1163_tensor_dump_save.model:DumpableModel.forward"

_model = DumpableModel()


def inputs():
    return (_model, torch.randn(4, 8))
