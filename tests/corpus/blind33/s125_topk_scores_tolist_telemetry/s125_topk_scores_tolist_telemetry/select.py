import torch

from .telemetry import ImportanceTrace, summarize_topk


class TopKSelector:
    def __init__(self, k: int, trace: ImportanceTrace | None = None):
        self.k = k
        self.trace = trace

    def __call__(self, logits: torch.Tensor):
        k = min(self.k, logits.shape[-1])
        vals, idx = logits.topk(k, dim=-1)
        if self.trace is not None:
            self.trace.record(summarize_topk(vals.squeeze(1), idx.squeeze(1)))
        sparse = torch.full_like(logits, float("-inf"))
        return sparse.scatter(-1, idx, vals)
