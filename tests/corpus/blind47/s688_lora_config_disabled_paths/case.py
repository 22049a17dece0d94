import torch

ENTRY = "s688_lora_config_disabled_paths.logits:compiled_logits"


def inputs():
    return (torch.randn(3, 8), torch.tensor([1, 0, 3]))
