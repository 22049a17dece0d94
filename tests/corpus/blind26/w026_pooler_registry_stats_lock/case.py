import torch

ENTRY = "w026_pooler_registry_stats_lock.encoder_head:compiled_head"


def inputs():
    return (torch.randn(2, 7, 8), torch.ones(2, 7))
