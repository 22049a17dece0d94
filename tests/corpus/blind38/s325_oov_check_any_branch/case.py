import torch

ENTRY = "s325_oov_check_any_branch.ranker:score_fn"


def inputs():
    torch.manual_seed(0)
    return (torch.randint(0, 250, (4, 5)), torch.randint(0, 300, (4, 2)))
