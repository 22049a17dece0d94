import torch

ENTRY = "c070_imported_is_compiling_early_return.kv_quant:compiled"


def inputs():
    return (torch.randn(4, 8),)
