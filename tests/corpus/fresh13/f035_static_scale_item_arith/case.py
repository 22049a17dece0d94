import torch

from f035_static_scale_item_arith.fp8_linear import Fp8StaticLinear

ENTRY = "f035_static_scale_item_arith.fp8_linear:Fp8StaticLinear.forward"

_lin = Fp8StaticLinear(8, 4)


def inputs():
    return (_lin, torch.randn(2, 8))
