import torch

ENTRY = "s719_lru_evictor_heap_reclaim.worker:execute_chunk"


def inputs():
    return (torch.randn(8, 8),)
