import torch

ENTRY = "h058_cached_block_sizes_partial.quant:woq_gemm"


def inputs():
    return (torch.randn(2, 32), torch.randn(4, 32))
