import torch

ENTRY = "s457_prefix_kv_store_registry.attention:attend_with_prefix"


def inputs():
    return (torch.randn(2, 5, 4), torch.randn(2, 5, 4), torch.randn(2, 5, 4))
