import torch

ENTRY = "c015_torch_save_debug_hook.model:compiled_model"


def inputs():
    return (torch.randn(4, 8),)
