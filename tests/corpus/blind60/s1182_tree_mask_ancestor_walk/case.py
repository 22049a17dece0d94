import torch

ENTRY = "s1182_tree_mask_ancestor_walk.verify_model:compiled_verify"


def inputs():
    torch.manual_seed(0)
    draft_tokens = torch.tensor([[1, 4, 9, 2], [5, 5, 3, 0]])
    prefix_k = torch.randn(2, 6, 8)
    prefix_v = torch.randn(2, 6, 8)
    parent_list = torch.tensor([-1, 0, 0, 1])
    seq_lens = torch.tensor([6, 4])
    return (draft_tokens, prefix_k, prefix_v, parent_list, seq_lens)
