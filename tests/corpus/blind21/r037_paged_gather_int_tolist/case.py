import torch

ENTRY = "r037_paged_gather_int_tolist.attention:paged_decode"


def inputs():
    q = torch.randn(2, 8)
    block_table = torch.tensor([[3, 0, 5], [1, 2, 0]], dtype=torch.int64)
    seq_lens = torch.tensor([10, 6], dtype=torch.int64)
    return (q, block_table, seq_lens)
