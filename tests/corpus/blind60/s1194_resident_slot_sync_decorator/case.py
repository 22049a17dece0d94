import torch

from s1194_resident_slot_sync_decorator.lora_mlp import setup_adapters

ENTRY = "s1194_resident_slot_sync_decorator.lora_mlp:lora_mlp_forward"


def inputs():
    setup_adapters()
    return (torch.randn(4, 8), torch.tensor([2, 2, 0, 1]))
