import torch

ENTRY = "f004_marlin_ctypes_cdll_probe.quant_linear:int4_linear"


def inputs():
    w = torch.randint(-8, 8, (16, 8), dtype=torch.int8)
    return (torch.randn(4, 8), w, torch.rand(16, 1) * 0.1)
