import torch

ENTRY = "s040_spec_verify_item_slice.verify:verify_step"


def inputs():
    torch.manual_seed(0)
    hidden = torch.randn(4, 16)  # last accepted position + 3 draft positions
    draft_tokens = torch.tensor([5, 9, 2])
    return (hidden, draft_tokens)
