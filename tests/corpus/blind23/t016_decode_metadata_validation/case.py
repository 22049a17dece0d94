import torch

ENTRY = "t016_decode_metadata_validation.backend:compiled_layer"


def inputs():
    hidden = torch.randn(2, 16)
    seq_lens = torch.tensor([6, 3], dtype=torch.int64)
    block_tables = torch.tensor([[0, 1], [2, 3]], dtype=torch.int64)
    return (hidden, seq_lens, block_tables)
