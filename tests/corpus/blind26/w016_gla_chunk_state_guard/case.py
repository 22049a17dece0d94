import torch

ENTRY = "w016_gla_chunk_state_guard.chunked:chunk_gla_forward"


def inputs():
    b, h, t, d = 1, 2, 8, 4
    return (torch.randn(b, h, t, d), torch.randn(b, h, t, d), torch.randn(b, h, t, d), torch.randn(b, h, t, d))
