import torch

ENTRY = "s680_rejected_kv_slot_free_same_name.spec_memory:release"


def inputs():
    out_cache_loc = torch.arange(1, 9).view(2, 4)
    accept_length = torch.tensor([1, 3])
    return (out_cache_loc, accept_length)
