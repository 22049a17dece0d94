"""Expert load metrics shared with the rebalancer thread."""
import threading

import torch


class ExpertLoadMetrics:
    """Exponential moving average of tokens per expert.

    The EPLB rebalancer thread reads ``snapshot()`` periodically, so updates
    are done under a lock.
    """

    def __init__(self, num_experts: int, decay: float = 0.9):
        self.num_experts = num_experts
        self.decay = decay
        self._lock = threading.Lock()
        self._ema = torch.zeros(num_experts)

    def update(self, topk_idx: torch.Tensor) -> None:
        load = torch.nn.functional.one_hot(topk_idx.flatten(), self.num_experts).sum(0)
        with self._lock:
            self._ema.mul_(self.decay).add_(load.float(), alpha=1 - self.decay)

    def snapshot(self) -> torch.Tensor:
        with self._lock:
            return self._ema.clone()


GLOBAL_METRICS = ExpertLoadMetrics(num_experts=4)
