import torch

ENTRY = "s853_kv_dtype_override_regex_lookup.model:forward"


def inputs():
    return (torch.randn(1, 4, 8),)
