import torch

ENTRY = "h065_kv_view_storage_check.attn:attn_fn"


def inputs():
    return (torch.randn(3, 2, 4), torch.randn(3, 2, 4), torch.randn(3, 2, 4), torch.tensor([0, 1, 2]))
