import torch

from r014_fp8_dtype_dispatch_dict.linear import Fp8Linear

ENTRY = "r014_fp8_dtype_dispatch_dict.linear:Fp8Linear.forward"


def inputs():
    torch.manual_seed(0)
    return (Fp8Linear(), torch.randn(2, 3, 8))
