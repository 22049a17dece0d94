import torch

from .stats import record_expert_counts

GATE = torch.randn(8, 4)


def _topk_softmax(logits: torch.Tensor, k: int):
    probs = torch.softmax(logits, dim=-1)
    w, ids = probs.topk(k, dim=-1)
    return w / w.sum(-1, keepdim=True), ids


@torch.compile(fullgraph=True)
def route(hidden: torch.Tensor):
    weights, ids = _topk_softmax(hidden @ GATE, k=2)
    record_expert_counts(ids)
    return weights, ids
