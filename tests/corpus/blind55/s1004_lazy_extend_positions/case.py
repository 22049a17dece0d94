import torch

ENTRY = "s1004_lazy_extend_positions.model:model"


def inputs():
    input_ids = torch.tensor([4, 8, 15, 16, 23, 42], dtype=torch.int64)
    extend_prefix_lens = torch.tensor([0, 3], dtype=torch.int64)
    extend_seq_lens = torch.tensor([4, 2], dtype=torch.int64)
    return (input_ids, extend_prefix_lens, extend_seq_lens)
