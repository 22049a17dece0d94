import logging

import torch

logger = logging.getLogger(__name__)


class RoutingStats:
    """Token-drop / padding-waste counters, printed by the scheduler loop."""

    def __init__(self):
        self.padded_tokens = 0
        self.real_tokens = 0

    def record(self, num_tokens_post_pad: torch.Tensor, num_real: int) -> None:
        self.padded_tokens += int(num_tokens_post_pad.item())
        self.real_tokens += num_real
        if self.padded_tokens > 4 * self.real_tokens:
            logger.warning("block padding wastes %d of %d rows", self.padded_tokens - self.real_tokens, self.padded_tokens)


class NoopRoutingStats:
    def record(self, num_tokens_post_pad: torch.Tensor, num_real: int) -> None:
        return None


def make_routing_stats(enabled: bool):
    return RoutingStats() if enabled else NoopRoutingStats()
