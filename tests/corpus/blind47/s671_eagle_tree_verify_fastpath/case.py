import torch

ENTRY = "s671_eagle_tree_verify_fastpath.step:eagle_verify_step"


def inputs():
    draft_tokens = torch.randint(0, 16, (2, 7))
    target_hidden = torch.randn(2, 7, 8)
    lm_head_weight = torch.randn(16, 8)
    return (draft_tokens, target_hidden, lm_head_weight)
