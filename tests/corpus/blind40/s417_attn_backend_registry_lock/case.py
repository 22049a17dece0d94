import torch

ENTRY = "s417_attn_backend_registry_lock.layer:attention_block"


def inputs():
    return (torch.randn(1, 4, 8),)
