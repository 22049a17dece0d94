import torch

ENTRY = "q037_int4_custom_op_gemm.model:compiled_ffn"


def inputs():
    return (torch.randn(4, 16),)
