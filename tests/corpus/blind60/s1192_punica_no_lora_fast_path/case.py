import torch

ENTRY = "s1192_punica_no_lora_fast_path.model:model"


def inputs():
    return (torch.randn(4, 8), torch.tensor([0, -1, 1, 1]))
