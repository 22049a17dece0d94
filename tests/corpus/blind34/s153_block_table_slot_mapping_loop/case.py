import torch

ENTRY = "s153_block_table_slot_mapping_loop.attention:prefill"


def inputs():
    block_tables = torch.tensor([[0, 1], [2, 3]], dtype=torch.long)
    seq_lens = torch.tensor([3, 5], dtype=torch.long)
    return (torch.randn(8, 8), block_tables, seq_lens)
