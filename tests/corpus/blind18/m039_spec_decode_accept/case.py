import torch

ENTRY = "m039_spec_decode_accept.sampler:rejection_sample"


def inputs():
    g = torch.Generator().manual_seed(0)
    draft = torch.randint(0, 32, (2, 3), generator=g)
    bonus = torch.randint(0, 32, (2,), generator=g)
    draft_probs = torch.rand(2, 3, generator=g)
    target_probs = torch.rand(2, 3, generator=g)
    uniform = torch.rand(2, 3, generator=g)
    return (draft, bonus, draft_probs, target_probs, uniform)
