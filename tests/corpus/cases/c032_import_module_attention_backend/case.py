import torch

ENTRY = "c032_import_module_attention_backend.model:compiled"


def inputs():
    return (torch.randn(4, 8),)
