import torch

ENTRY = "s675_draft_extend_max_accept_loop.draft_extend:step"


def inputs():
    accepted_tokens = torch.tensor([[3, 5, -1, -1], [7, 1, 2, 9]])
    accept_lens = torch.tensor([1, 3])
    target_hidden = torch.randn(2, 4, 8)
    embed_weight = torch.randn(16, 8)
    fc_weight = torch.randn(8, 16)
    return (accepted_tokens, accept_lens, target_hidden, embed_weight, fc_weight)
