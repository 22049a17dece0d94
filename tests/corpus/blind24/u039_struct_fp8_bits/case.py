import torch

ENTRY = "u039_struct_fp8_bits.qkv:compiled_qkv"


def inputs():
    return (torch.randn(5, 32),)
