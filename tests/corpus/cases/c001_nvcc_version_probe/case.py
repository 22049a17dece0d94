import torch

ENTRY = "c001_nvcc_version_probe.quant_linear:fp4_linear"


def inputs():
    return (torch.randn(4, 8),)
