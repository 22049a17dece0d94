import torch

ENTRY = "s951_tp_logits_gather_single_rank.model:compute_logits"


def inputs():
    return (torch.randn(4, 8),)
