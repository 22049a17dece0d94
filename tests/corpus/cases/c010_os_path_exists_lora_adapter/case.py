import torch

ENTRY = "c010_os_path_exists_lora_adapter.runner:forward"


def inputs():
    return (torch.randn(4, 8),)
