import torch

ENTRY = "s806_cross_kv_source_ptr_check.whisper:compiled_model"


def inputs():
    return (torch.randn(1, 2, 8), torch.randn(1, 6, 8))
