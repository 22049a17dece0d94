import torch

ENTRY = "h088_autotune_config_memo.grouped_gemm:grouped_gemm_compiled"


def inputs():
    return (torch.randn(8, 16),)
