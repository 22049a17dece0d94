from typing import Dict, Type

import torch
from torch import nn


class ObserverBase(nn.Module):
    """Collects activation statistics and turns them into an int8 scale."""

    qmax: int = 127

    def __init__(self, eps: float = 1e-8):
        super().__init__()
        self.eps = eps
        self.register_buffer("amax", torch.zeros(()))

    def observe(self, x: torch.Tensor) -> None:
        raise NotImplementedError

    def compute_amax(self) -> torch.Tensor:
        return self.amax

    def calculate_qparams(self) -> torch.Tensor:
        return torch.clamp(self.compute_amax(), min=self.eps) / self.qmax

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        self.observe(x.detach())
        return x


class MinMaxObserver(ObserverBase):
    def observe(self, x: torch.Tensor) -> None:
        self.amax.copy_(torch.maximum(self.amax, x.abs().amax()))


class MovingAverageMinMaxObserver(ObserverBase):
    def __init__(self, averaging_constant: float = 0.01, eps: float = 1e-8):
        super().__init__(eps)
        self.averaging_constant = averaging_constant

    def observe(self, x: torch.Tensor) -> None:
        cur = x.abs().amax()
        self.amax.copy_(self.amax + self.averaging_constant * (cur - self.amax))


class HistogramObserver(ObserverBase):
    def __init__(self, bins: int = 256, percentile: float = 99.99, eps: float = 1e-8):
        super().__init__(eps)
        self.bins = bins
        self.percentile = percentile
        self.register_buffer("histogram", torch.zeros(bins))
        self.register_buffer("hist_max", torch.zeros(()))

    def observe(self, x: torch.Tensor) -> None:
        a = x.abs().flatten().float()
        new_max = torch.maximum(self.hist_max, a.max())
        hist = torch.histc(a, bins=self.bins, min=0.0, max=float(self.hist_max.clamp(min=1.0)))
        self.histogram.add_(hist)
        self.hist_max.copy_(new_max)

    def compute_amax(self) -> torch.Tensor:
        counts = self.histogram.tolist()
        total = sum(counts)
        target = total * self.percentile / 100.0
        running = 0.0
        idx = len(counts) - 1
        for i, c in enumerate(counts):
            running += c
            if running >= target:
                idx = i
                break
        bin_width = self.hist_max / self.bins
        return bin_width * (idx + 1)


OBSERVER_REGISTRY: Dict[str, Type[ObserverBase]] = {
    "minmax": MinMaxObserver,
    "ema_minmax": MovingAverageMinMaxObserver,
    "histogram": HistogramObserver,
}


def get_observer_cls(name: str) -> Type[ObserverBase]:
    if name not in OBSERVER_REGISTRY:
        raise ValueError(f"Unknown observer {name!r}; available: {sorted(OBSERVER_REGISTRY)}")
    return OBSERVER_REGISTRY[name]
