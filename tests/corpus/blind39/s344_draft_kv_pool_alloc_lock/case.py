import torch

ENTRY = "s344_draft_kv_pool_alloc_lock.draft_runner:draft_decode"


def inputs():
    # 4 requests, 3 cached context slots each (slot 0 = padding)
    return (torch.randn(4, 8), torch.randint(0, 4, (4, 3)))
