import logging

import torch


class TopPFilter:
    """Plain callable (not an nn.Module) used inside the sampler."""

    def __init__(self, top_p: float) -> None:
        if not 0.0 < top_p <= 1.0:
            raise ValueError(top_p)
        self.top_p = top_p

    def __call__(self, logits: torch.Tensor) -> torch.Tensor:
        if self.top_p >= 1.0:
            return logits
        sorted_logits, idx = logits.sort(dim=-1, descending=True)
        cum = sorted_logits.softmax(dim=-1).cumsum(dim=-1)
        remove = cum - sorted_logits.softmax(dim=-1) > self.top_p
        if self.top_p < 0.5:
            logging.info("aggressive top-p=%.2f", self.top_p)
        sorted_logits = sorted_logits.masked_fill(remove, float("-inf"))
        return torch.empty_like(logits).scatter_(-1, idx, sorted_logits)
