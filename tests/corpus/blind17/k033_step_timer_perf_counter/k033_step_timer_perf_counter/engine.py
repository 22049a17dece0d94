import torch

from . import scheduler


def _attention_scores(q, k):
    return torch.softmax(q @ k.t() / 8 ** 0.5, dim=-1)


@torch.compile(fullgraph=True)
def run_step(q, k):
    probs = scheduler.timed("attn", _attention_scores, q, k)
    return probs @ k
