import torch

ENTRY = "s1096_decode_block_next_pow2.backend:run_decode_compiled"


def inputs():
    q = torch.randn(2, 2, 4)
    k = torch.randn(2, 6, 2, 4)
    v = torch.randn(2, 6, 2, 4)
    seq_lens = torch.tensor([6, 3], dtype=torch.int64)
    return (q, k, v, seq_lens)
