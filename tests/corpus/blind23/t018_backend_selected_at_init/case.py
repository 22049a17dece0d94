import torch

ENTRY = "t018_backend_selected_at_init.layer:compiled_attention"


def inputs():
    return (torch.randn(2, 5, 16),)
