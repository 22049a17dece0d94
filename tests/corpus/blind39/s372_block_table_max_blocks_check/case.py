import torch

ENTRY = "s372_block_table_max_blocks_check.forward_batch:prepare_decode"


def inputs():
    seq_lens = torch.tensor([5, 9, 3], dtype=torch.int32)
    block_tables = torch.arange(24, dtype=torch.int32).view(3, 8)
    kv_buffer = torch.randn(96, 8)
    return (seq_lens, block_tables, kv_buffer)
