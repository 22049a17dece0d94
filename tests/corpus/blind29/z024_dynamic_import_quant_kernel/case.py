import torch

from z024_dynamic_import_quant_kernel.linear import QuantLinear

ENTRY = "z024_dynamic_import_quant_kernel.linear:QuantLinear.forward"

_LAYER = QuantLinear(8, 8, kernel="int8_ref")


def inputs():
    return (_LAYER, torch.randn(4, 8))
