import torch

ENTRY = "s1002_ragged_encoder_length_check.modeling:encoder"


def inputs():
    input_ids = torch.tensor([[5, 9, 2, 0], [7, 0, 0, 0], [3, 4, 8, 11]], dtype=torch.int64)
    lengths = torch.tensor([3, 1, 4], dtype=torch.int64)
    return (input_ids, lengths)
