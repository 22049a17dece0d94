import torch

ENTRY = "s936_kernel_signature_probe.attention_layer:layer"


def inputs():
    return (torch.randn(4, 8),)
