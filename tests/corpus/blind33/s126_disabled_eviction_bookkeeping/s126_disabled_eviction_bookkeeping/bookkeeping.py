import torch


class ScoreLedger:
    """Host-side ledger of cumulative attention mass per cached token.

    The scheduler reads this between steps to decide which pages to evict.
    """

    def __init__(self):
        self.history = []
        self.evictions = 0

    @torch.compiler.disable
    def update(self, acc_scores: torch.Tensor, budget: int) -> None:
        snapshot = acc_scores.detach().cpu()
        self.history.append(snapshot)
        over = int((snapshot > 0).sum(-1).max()) - budget
        if over > 0:
            self.evictions += over
