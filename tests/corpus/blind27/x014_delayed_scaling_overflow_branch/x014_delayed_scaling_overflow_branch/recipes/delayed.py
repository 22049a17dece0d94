"""Transformer-Engine style delayed scaling with an amax history."""
import torch

E4M3_MAX = 448.0


class AmaxHistory:
    def __init__(self, length: int = 16):
        self.buf = torch.zeros(length)

    def push(self, amax: torch.Tensor) -> torch.Tensor:
        self.buf = torch.roll(self.buf, 1)
        self.buf[0] = amax
        return self.buf.amax()


class DelayedScaling:
    def __init__(self, history_len: int = 16, margin: int = 0):
        self.history = AmaxHistory(history_len)
        self.margin = margin
        self.scale = torch.ones(())

    def _rescale(self, amax: torch.Tensor) -> torch.Tensor:
        return (E4M3_MAX / amax.clamp(min=1e-12)) / (2 ** self.margin)

    def update(self, x: torch.Tensor) -> torch.Tensor:
        amax = x.detach().abs().amax()
        hist_amax = self.history.push(amax)
        # Only recompute when the current scale would overflow fp8.
        if (amax * self.scale > E4M3_MAX).any():
            self.scale = self._rescale(hist_amax)
        return self.scale
