import torch

ENTRY = "g011_nvfp4_jit_cuda_probe.layer:compiled_linear"


def inputs():
    return (torch.randn(4, 8),)
