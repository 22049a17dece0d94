import torch

ENTRY = "s1104_lora_slot_discovery_dir.worker:run_model"


def inputs():
    return (torch.randn(3, 16),)
