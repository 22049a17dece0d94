import torch

ENTRY = "s142_ngram_blocker_tolist.scorer:scorer"


def inputs():
    # batch=2 x beams=2 rows, 6 tokens of history, vocab 13
    return (torch.randn(4, 8), torch.randint(0, 13, (4, 6)), torch.randn(4))
