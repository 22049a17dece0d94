import torch

ENTRY = "s1007_varlen_metadata_custom_op.model_runner:runner"


def inputs():
    hidden = torch.randn(3, 8)
    seq_lens = torch.tensor([5, 0, 13], dtype=torch.int64)
    block_tables = torch.tensor(
        [[0, 1, 2, 3, 4], [5, 6, 7, 8, 9], [10, 11, 12, 13, 14]], dtype=torch.int64
    )
    return (hidden, seq_lens, block_tables)
