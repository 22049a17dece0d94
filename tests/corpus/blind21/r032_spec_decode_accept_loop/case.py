import torch

ENTRY = "r032_spec_decode_accept_loop.verify:verify_step"


def inputs():
    g = torch.Generator().manual_seed(0)
    draft_tokens = torch.randint(0, 32, (4,), generator=g)
    draft_probs = torch.rand(4, 32, generator=g).softmax(-1)
    target_probs = torch.rand(5, 32, generator=g).softmax(-1)
    uniform = torch.rand(4, generator=g)
    return (draft_tokens, draft_probs, target_probs, uniform)
