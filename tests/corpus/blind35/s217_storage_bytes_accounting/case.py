import torch

ENTRY = "s217_storage_bytes_accounting.stage:compiled_stage"


def inputs():
    return (torch.randn(4, 8),)
