"""Calibration observers for int8 activation quantization."""
from collections import deque

import torch


class ObserverBase:
    def __init__(self, qmax: int = 127):
        self.qmax = qmax

    def observe(self, x: torch.Tensor) -> None:
        raise NotImplementedError

    def scale(self) -> torch.Tensor:
        raise NotImplementedError


class MovingAverageAmaxObserver(ObserverBase):
    """Keeps a bounded window of per-channel amax values."""

    def __init__(self, channels: int, window: int = 16, qmax: int = 127):
        super().__init__(qmax)
        self.channels = channels
        self.history = deque(maxlen=window)
        self._scale = torch.ones(channels)

    def observe(self, x: torch.Tensor) -> None:
        amax = x.detach().abs().amax(dim=0)
        # store plain floats so the history can be dumped to the calibration json
        self.history.append(amax.tolist())
        window = torch.tensor(list(self.history))
        self._scale = window.mean(dim=0).clamp(min=1e-5) / self.qmax

    def scale(self) -> torch.Tensor:
        return self._scale


OBSERVERS = {"moving_average": MovingAverageAmaxObserver}


def make_observer(kind: str, channels: int, **kw) -> ObserverBase:
    return OBSERVERS[kind](channels, **kw)
