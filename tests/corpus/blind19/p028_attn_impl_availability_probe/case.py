import torch

ENTRY = "p028_attn_impl_availability_probe.modeling:compiled_model"


def inputs():
    return (torch.randn(2, 5, 16),)
