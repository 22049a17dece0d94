from collections import deque

import torch


class RouterStats:
    """Keeps a short window of expert-load histograms for the dashboard."""

    def __init__(self, window: int = 16):
        self.history: deque = deque(maxlen=window)

    def record(self, expert_counts: torch.Tensor, dropped: torch.Tensor) -> None:
        if torch.compiler.is_compiling():
            return
        counts = expert_counts.tolist()
        if dropped.item() > 0:
            counts.append(-int(dropped.item()))
        self.history.append(counts)
