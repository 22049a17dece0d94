import torch

ENTRY = "s1216_min_new_tokens_penalizer.lm_sampler:decode_head"


def inputs():
    return (torch.randn(4, 8),)
