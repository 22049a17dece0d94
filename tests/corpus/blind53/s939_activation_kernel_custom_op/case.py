import torch

ENTRY = "s939_activation_kernel_custom_op.llama_mlp:compiled_mlp"


def inputs():
    return (torch.randn(4, 8),)
