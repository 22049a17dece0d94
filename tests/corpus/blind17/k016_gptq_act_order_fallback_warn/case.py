import torch

ENTRY = "k016_gptq_act_order_fallback_warn.model:step"


def inputs():
    return (torch.randn(4, 16),)
