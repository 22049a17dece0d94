import torch

ENTRY = "f001_attn_backend_logger_debug.model:compiled_attn"


def inputs():
    return (torch.randn(2, 4, 16),)
