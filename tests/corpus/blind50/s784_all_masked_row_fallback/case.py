import torch

from s784_all_masked_row_fallback.sampler import build_default_sampler

ENTRY = "s784_all_masked_row_fallback.sampler:Sampler.apply_mask_and_sample"


def inputs():
    sampler = build_default_sampler()
    vocab_mask = torch.ones(4, 32, dtype=torch.bool)
    vocab_mask[0, 4] = False
    vocab_mask[1, 9] = False
    return (sampler, torch.randn(4, 32), vocab_mask, torch.full((4,), 0.8))
