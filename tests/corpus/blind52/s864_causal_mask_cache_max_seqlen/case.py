import torch

ENTRY = "s864_causal_mask_cache_max_seqlen.runner:extend"


def inputs():
    return (torch.randn(2, 6, 32), torch.tensor([6, 4]))
