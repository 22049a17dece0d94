import torch

ENTRY = "s497_lm_head_softcap_finite_guard.lm_head:compute_logits"


def inputs():
    return (torch.randn(2, 3, 16),)
