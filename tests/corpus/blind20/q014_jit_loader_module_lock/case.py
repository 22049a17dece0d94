import torch

ENTRY = "q014_jit_loader_module_lock.model:norm_quant_proj"


def inputs():
    return (torch.randn(4, 8),)
