import torch

ENTRY = "s1079_eagle_draft_multistep.eagle_worker:draft_forward"


def inputs():
    return (torch.randn(4, 8), torch.tensor([1, 5, 7, 2]))
