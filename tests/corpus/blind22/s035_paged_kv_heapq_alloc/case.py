import torch

ENTRY = "s035_paged_kv_heapq_alloc.prefill:prefill"


def inputs():
    return (torch.randn(10, 16),)
