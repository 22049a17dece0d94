import torch

ENTRY = "v009_positions_custom_op.runner:extend_step"


def inputs():
    input_ids = torch.tensor([3, 9, 4, 1, 6], dtype=torch.long)
    prefix_lens = torch.tensor([4, 0], dtype=torch.long)
    extend_lens = torch.tensor([2, 3], dtype=torch.long)
    return (input_ids, prefix_lens, extend_lens)
