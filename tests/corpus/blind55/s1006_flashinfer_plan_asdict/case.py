import torch

ENTRY = "s1006_flashinfer_plan_asdict.flashinfer_backend:decode_attention"


def inputs():
    q = torch.randn(3, 8)
    req_pool_indices = torch.tensor([2, 0, 1], dtype=torch.int64)
    seq_lens = torch.tensor([5, 8, 2], dtype=torch.int64)
    return (q, req_pool_indices, seq_lens)
