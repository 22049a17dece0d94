import torch

ENTRY = "s902_beam_scorer_all_done.runner:beam_step"


def inputs():
    logits = torch.randn(6, 16)
    beam_scores = torch.zeros(6)
    cur_len = torch.tensor(5)
    return (logits, beam_scores, cur_len)
