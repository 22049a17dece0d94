import torch

ENTRY = "s1114_tuned_gemm_config_digest.model:forward_step"


def inputs():
    return (torch.randn(4, 8),)
