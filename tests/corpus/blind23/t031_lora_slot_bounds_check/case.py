import torch

ENTRY = "t031_lora_slot_bounds_check.model:compiled_model"


def inputs():
    x = torch.randn(4, 16)
    adapter_ids = torch.tensor([0, 1, -1, 1])
    return (x, adapter_ids)
