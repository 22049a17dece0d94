import logging

import torch

logger = logging.getLogger(__name__)


class SpecDecodeMetrics:
    """Running counters for the draft acceptance rate."""

    def __init__(self, log_every: int = 100):
        self.log_every = log_every
        self.num_steps = 0
        self.accepted = torch.zeros(())
        self.proposed = torch.zeros(())

    def observe(self, accepted_mask: torch.Tensor) -> None:
        self.num_steps += 1
        self.accepted = self.accepted + accepted_mask.sum()
        self.proposed = self.proposed + accepted_mask.numel()
        if self.num_steps % self.log_every == 1:
            self._emit()

    def _emit(self) -> None:
        rate = self.accepted / self.proposed.clamp(min=1)
        logger.info("spec decode: steps=%d acceptance=%s", self.num_steps, rate)


_METRICS = SpecDecodeMetrics()


def get_metrics() -> SpecDecodeMetrics:
    return _METRICS
