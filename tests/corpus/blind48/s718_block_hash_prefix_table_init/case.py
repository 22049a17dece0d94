import torch

ENTRY = "s718_block_hash_prefix_table_init.model:compiled"


def inputs():
    hidden = torch.randn(2, 8)
    block_tables = torch.tensor([[5, 2, 7, 0], [5, 2, 1, 3]])
    seq_lens = torch.tensor([14, 13])
    return (hidden, block_tables, seq_lens)
