import torch

ENTRY = "v105_kv_reuse_table_disabled.attention:compiled_decoder"


def inputs():
    return (torch.randn(3, 8), torch.tensor([0, 1, 2, 5]))
