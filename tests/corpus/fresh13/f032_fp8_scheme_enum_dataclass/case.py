import torch

from f032_fp8_scheme_enum_dataclass.linear import QuantLinear

ENTRY = "f032_fp8_scheme_enum_dataclass.linear:QuantLinear.forward"

_lin = QuantLinear(8, 4)


def inputs():
    return (_lin, torch.randn(3, 8))
