import torch

from s476_gelu_tanh_mul_kernel_registry.activation import GemmaMLP

ENTRY = "s476_gelu_tanh_mul_kernel_registry.activation:GemmaMLP.forward"


def inputs():
    return (GemmaMLP(), torch.randn(4, 8))
