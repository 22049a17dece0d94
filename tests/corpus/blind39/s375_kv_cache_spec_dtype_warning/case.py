import torch

ENTRY = "s375_kv_cache_spec_dtype_warning.decode:step"


def inputs():
    hidden = torch.randn(3, 8)
    w_kv = torch.randn(8, 8)
    kv_cache = torch.zeros(4, 4, 2, 4, dtype=torch.uint8)
    slot_mapping = torch.tensor([1, 6, 13])
    return (hidden, w_kv, kv_cache, slot_mapping)
