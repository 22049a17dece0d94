import torch

ENTRY = "s949_eager_only_slot_validation.worker:execute_model"


def inputs():
    block_table = torch.tensor([[0, 3], [4, 5]])
    seq_ids = torch.tensor([0, 0, 0, 1])
    positions = torch.tensor([0, 1, 2, 0])
    return (torch.randn(4, 8), block_table, seq_ids, positions)
