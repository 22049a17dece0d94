import torch

ENTRY = "s155_flash_probe_find_spec.model:compiled_model"


def inputs():
    return (torch.randint(0, 32, (2, 5)),)
