"""Activation observers used to collect FP8 calibration statistics."""
from dataclasses import dataclass, field


@dataclass
class ObserverConfig:
    enabled: bool = True
    keep_history: bool = False


@dataclass
class AbsMaxObserver:
    name: str
    config: ObserverConfig = field(default_factory=ObserverConfig)
    running_absmax: float = 0.0
    num_batches: int = 0

    def observe(self, t):
        if not self.config.enabled:
            return t
        cur = t.detach().abs().amax().item()
        if cur > self.running_absmax:
            self.running_absmax = cur
        self.num_batches += 1
        return t

    def scale(self, fp8_max=448.0):
        return max(self.running_absmax, 1e-12) / fp8_max


class ObserverRegistry:
    def __init__(self, config=None):
        self.config = config or ObserverConfig()
        self._observers = {}

    def get(self, name):
        if name not in self._observers:
            self._observers[name] = AbsMaxObserver(name, self.config)
        return self._observers[name]

    def report(self):
        return {n: o.scale() for n, o in self._observers.items()}
