import torch

ENTRY = "s793_awq_dequant_lock.model:attn_out_step"


def inputs():
    return (torch.randn(3, 8), torch.randn(3, 8))
