import torch

ENTRY = "s310_chunk_plan_cached_padding.mixer:prefill"


def inputs():
    return (torch.randn(2, 10, 8), torch.zeros(2, 8))
