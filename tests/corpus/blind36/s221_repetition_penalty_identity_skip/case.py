import torch

ENTRY = "s221_repetition_penalty_identity_skip.sampler:compiled_sampler"


def inputs():
    g = torch.Generator().manual_seed(0)
    logits = torch.randn(4, 16, generator=g)
    output_ids = torch.randint(0, 16, (4, 6), generator=g)
    penalties = torch.tensor([1.0, 1.2, 1.0, 1.5])
    return (logits, output_ids, penalties)
