import torch

ENTRY = "s965_llava_next_anyres_unpad.model:image_bridge"


def inputs():
    image_sizes = torch.tensor([[336.0, 504.0]])
    return (torch.randn(1, 5, 4, 8), image_sizes)
