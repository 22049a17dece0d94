import torch

ENTRY = "k013_awq_gemm_op_registry.model:compiled_mlp"


def inputs():
    return (torch.randn(4, 8),)
