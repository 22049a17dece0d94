import torch

ENTRY = "s002_penalty_skip_zero_rows.sampler:compiled_sampler"


def inputs():
    logits = torch.randn(4, 8)
    output_tokens = torch.tensor([[1, 2, 2, -1], [0, 3, -1, -1], [5, 5, 5, 7], [-1, -1, -1, -1]])
    return (logits, output_tokens)
