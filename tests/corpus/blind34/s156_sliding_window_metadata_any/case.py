import torch

ENTRY = "s156_sliding_window_metadata_any.decode:decode_step"


def inputs():
    seq_lens = torch.tensor([5, 7])
    block_tables = torch.tensor([[0, 1], [2, 3]])
    return (torch.randn(2, 8), seq_lens, block_tables)
