import torch

ENTRY = "s430_mxfp4_quant_method_dispatch.model:forward_step"


def inputs():
    return (torch.randn(4, 32),)
