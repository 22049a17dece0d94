import torch

ENTRY = "s1100_dynamic_ntk_rope_numpy_buckets.layer:rope_forward"


def inputs():
    return (torch.arange(12, dtype=torch.int64), torch.randn(12, 16))
