import torch

ENTRY = "h016_kv_alias_data_ptr_check.layer:prefill"


def inputs():
    return (torch.randn(4, 8),)
