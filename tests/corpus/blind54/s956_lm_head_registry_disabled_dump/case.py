import torch

ENTRY = "s956_lm_head_registry_disabled_dump.model:compute_logits"


def inputs():
    return (torch.randn(4, 8),)
