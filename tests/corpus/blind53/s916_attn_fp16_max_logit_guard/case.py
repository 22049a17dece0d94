import torch

ENTRY = "s916_attn_fp16_max_logit_guard.layer:attention"


def inputs():
    return (torch.randn(2, 4, 8),)
