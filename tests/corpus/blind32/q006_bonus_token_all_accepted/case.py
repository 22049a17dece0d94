import torch

ENTRY = "q006_bonus_token_all_accepted.verify:verify_forward"


def inputs():
    torch.manual_seed(0)
    hidden = torch.randn(5, 8)
    draft_ids = torch.randint(0, 16, (4,))
    return (hidden, draft_ids)
