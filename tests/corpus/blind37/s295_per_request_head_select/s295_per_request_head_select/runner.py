from __future__ import annotations

import torch

from .heads import HeadBank

TASKS = {"toxicity": 2, "topic": 5, "language": 4}


class MultiHeadRunner:
    """Scores a batch where every request may ask for a different head."""

    def __init__(self, hidden: int = 8):
        self.bank = HeadBank(hidden, TASKS, max_labels=max(TASKS.values())).eval()

    def score(self, pooled: torch.Tensor, head_ids: torch.Tensor) -> torch.Tensor:
        with torch.no_grad():
            logits = self.bank(pooled, head_ids)
        return torch.log_softmax(logits, dim=-1)


_default_runner = MultiHeadRunner()
_compiled = torch.compile(_default_runner.score, fullgraph=True)
