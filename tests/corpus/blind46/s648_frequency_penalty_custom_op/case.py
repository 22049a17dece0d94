import torch

ENTRY = "s648_frequency_penalty_custom_op.sampling:sample_with_penalties"


def inputs():
    logits = torch.randn(4, 8)
    output_ids = torch.tensor(
        [[3, 3, 1, 0, 0, 0], [7, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0], [2, 5, 2, 2, 0, 0]],
        dtype=torch.long,
    )
    output_lens = torch.tensor([3, 1, 0, 4], dtype=torch.long)
    return (logits, output_ids, output_lens)
