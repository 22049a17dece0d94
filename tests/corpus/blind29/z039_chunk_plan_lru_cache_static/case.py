import torch

ENTRY = "z039_chunk_plan_lru_cache_static.prefill:prefill_step"


def inputs():
    return (torch.randn(2, 9, 8),)
