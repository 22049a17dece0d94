import torch

ENTRY = "s418_attn_backend_selected_at_init.model_runner:execute"


def inputs():
    return (torch.randn(5, 8),)
