import torch

ENTRY = "f033_matmul_precision_torch_queries.linear:compiled_linear"


def inputs():
    return (torch.randn(3, 8),)
