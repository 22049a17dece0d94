import torch

ENTRY = "t008_timed_penalties_is_compiling.sampling:penalized_sample"


def inputs():
    logits = torch.randn(4, 32)
    output_ids = torch.tensor([[1, 1, 5, 9, 0, 0], [2, 3, 4, 5, 6, 7], [8, 8, 8, 8, 8, 8], [0, 0, 0, 0, 0, 0]])
    return (logits, output_ids)
