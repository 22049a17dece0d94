import torch

ENTRY = "z003_vocab_remap_dict.ranker:compiled_ranker"


def inputs():
    adv = torch.tensor([1001, 2003, 5, 90001], dtype=torch.long)
    camp = torch.tensor([7, 555, 8, 19], dtype=torch.long)
    return (torch.randn(4, 4), adv, camp)
