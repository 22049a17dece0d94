import logging

import torch
from torch import nn

logger = logging.getLogger(__name__)


class DropPath(nn.Module):
    """Stochastic depth; logs the realised keep-rate while training."""

    def __init__(self, drop_prob: float = 0.1) -> None:
        super().__init__()
        self.drop_prob = drop_prob

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if not self.training or self.drop_prob == 0.0:
            return x
        keep = 1.0 - self.drop_prob
        mask = x.new_empty((x.shape[0],) + (1,) * (x.ndim - 1)).bernoulli_(keep)
        logger.debug("DropPath keep=%.2f realised=%s", keep, mask.mean())
        return x * mask / keep
