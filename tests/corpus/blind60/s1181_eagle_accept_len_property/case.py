import torch

ENTRY = "s1181_eagle_accept_len_property.draft_runner:draft_runner"


def inputs():
    torch.manual_seed(0)
    verified_id = torch.tensor([3, 7, 1, 12])
    hidden_states = torch.randn(4, 8)
    accept_length = torch.tensor([1, 0, 2, 1])
    return (verified_id, hidden_states, accept_length)
