import torch

ENTRY = "s377_dynamic_kv_scale_debug_checks.fp8_kv:quantize_and_store_kv"


def inputs():
    key = torch.randn(3, 2, 4)
    value = torch.randn(3, 2, 4)
    k_cache = torch.zeros(16, 2, 4, dtype=torch.uint8)
    v_cache = torch.zeros(16, 2, 4, dtype=torch.uint8)
    slot_mapping = torch.tensor([2, 7, 11])
    return (key, value, k_cache, v_cache, slot_mapping)
