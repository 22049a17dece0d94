import torch

ENTRY = "s178_bucket_table_built_at_init.runner:step"


def inputs():
    return (torch.randn(5, 8),)
