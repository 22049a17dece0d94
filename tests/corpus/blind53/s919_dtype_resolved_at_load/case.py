import torch

ENTRY = "s919_dtype_resolved_at_load.model:forward_batch"


def inputs():
    return (torch.randn(4, 8),)
