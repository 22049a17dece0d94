import torch

ENTRY = "s777_lm_head_gather_timed.logits:compiled_logits"


def inputs():
    return (torch.randn(4, 8),)
