import torch

ENTRY = "r025_lora_over_fakequant_hook.peft_model:compiled_projector"


def inputs():
    return (torch.randn(2, 4, 16),)
