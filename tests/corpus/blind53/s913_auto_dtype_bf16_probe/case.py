import torch

ENTRY = "s913_auto_dtype_bf16_probe.lm_head:compute_logits"


def inputs():
    return (torch.randn(4, 8),)
