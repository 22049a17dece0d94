import torch

ENTRY = "s1184_verify_tree_custom_op.worker:verify_step"


def inputs():
    torch.manual_seed(0)
    hidden_states = torch.randn(8, 8)
    draft_token = torch.tensor([5, 2, 9, 4, 1, 3, 3, 7])
    retrive_next_token = torch.tensor([[1, 3, -1, -1], [1, 2, -1, -1]])
    retrive_next_sibling = torch.tensor([[-1, 2, -1, -1], [-1, -1, -1, -1]])
    return (hidden_states, draft_token, retrive_next_token, retrive_next_sibling)
