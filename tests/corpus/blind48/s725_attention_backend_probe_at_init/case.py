import torch

ENTRY = "s725_attention_backend_probe_at_init.layer:compiled"


def inputs():
    return (torch.randn(4, 8),)
