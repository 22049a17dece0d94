import torch

ENTRY = "s1203_kv_pool_store_disabled.model_runner:forward_decode"


def inputs():
    return (
        torch.randn(2, 8),
        torch.tensor([0, 2]),
        torch.tensor([3, 5]),
        torch.tensor([2, 20]),
    )
