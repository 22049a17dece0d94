import logging

import torch

logger = logging.getLogger(__name__)

FP8_E4M3_MAX = 448.0


class AmaxHistory:
    """Rolling amax history used to derive delayed fp8 scaling factors."""

    def __init__(self, length: int = 4):
        self.length = length
        self.step = 0
        self.buffer = torch.zeros(length)

    def update(self, amax: torch.Tensor) -> torch.Tensor:
        idx = self.step % self.length
        self.buffer[idx] = amax
        self.step += 1
        if self.step == self.length:
            logger.info("amax history warmed up after %d steps", self.step)
        return self.buffer.max()


class DelayedScaling:
    def __init__(self, margin: int = 0, history: int = 4):
        self.margin = margin
        self.history = AmaxHistory(history)

    def compute_scale(self, x: torch.Tensor) -> torch.Tensor:
        amax = self.history.update(x.detach().abs().amax())
        amax = torch.clamp(amax, min=1e-12)
        return (FP8_E4M3_MAX / amax) / (2 ** self.margin)
