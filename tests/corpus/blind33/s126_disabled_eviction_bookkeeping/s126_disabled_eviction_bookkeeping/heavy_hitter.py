import torch

from .bookkeeping import ScoreLedger


class HeavyHitterTracker:
    def __init__(self, budget: int, decay: float = 0.9):
        self.budget = budget
        self.decay = decay
        self.ledger = ScoreLedger()

    def accumulate(self, acc: torch.Tensor, probs: torch.Tensor) -> torch.Tensor:
        # probs: [b, h, q, kv] -> [b, kv]
        step_mass = probs.sum(dim=(1, 2))
        return acc * self.decay + step_mass

    def observe(self, acc, probs):
        new_acc = self.accumulate(acc, probs)
        self.ledger.update(new_acc, self.budget)
        return new_acc
