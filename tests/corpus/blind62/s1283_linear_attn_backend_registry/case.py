import torch

ENTRY = "s1283_linear_attn_backend_registry.runner:decode"


def inputs():
    req_pool_indices = torch.tensor([1, 3], dtype=torch.int64)
    seq_lens = torch.tensor([5, 9], dtype=torch.int64)
    return (torch.randn(2, 8), req_pool_indices, seq_lens)
