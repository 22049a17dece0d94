import logging

import torch

logger = logging.getLogger(__name__)


class ConvStateCache:
    """Rolling window of the last ``width - 1`` inputs for each sequence."""

    def __init__(self, batch: int, channels: int, width: int):
        self.width = width
        self.state = torch.zeros(batch, channels, width - 1)

    def _truncate(self, x: torch.Tensor) -> torch.Tensor:
        keep = self.width - 1
        if x.shape[-1] > keep:
            logger.debug(
                "conv cache: prompt of %d tokens truncated to last %d", x.shape[-1], keep
            )
            return x[..., -keep:]
        return x

    def update(self, x: torch.Tensor) -> torch.Tensor:
        """Prepend cached history to ``x`` and store the new tail."""
        padded = torch.cat([self.state, x], dim=-1)
        self.state = self._truncate(padded).clone()
        return padded
