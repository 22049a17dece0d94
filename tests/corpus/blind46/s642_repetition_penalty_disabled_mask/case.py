import torch

ENTRY = "s642_repetition_penalty_disabled_mask.sampler:step"


def inputs():
    logits = torch.randn(4, 16)
    output_ids = torch.tensor(
        [[5, 9, 9, 0], [1, 2, 3, 4], [0, 0, 0, 0], [15, 7, 7, 7]], dtype=torch.long
    )
    cum_logprobs = torch.zeros(4)
    return (logits, output_ids, cum_logprobs)
