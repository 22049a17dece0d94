import torch

from w005_adapter_id_validation.layers import LoRAQKV

ENTRY = "w005_adapter_id_validation.layers:LoRAQKV.forward"

_layer = LoRAQKV()


def inputs():
    return (_layer, torch.randn(4, 8), torch.tensor([0, 1, 3, 2]))
