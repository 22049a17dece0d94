import random

import torch


class SampledStatsMixin:
    _stats_sample_rate: float = 0.0
    _stats_momentum: float = 0.99

    def init_sampled_stats(self, names, sample_rate: float, momentum: float) -> None:
        self._stats_sample_rate = sample_rate
        self._stats_momentum = momentum
        self._stats_names = tuple(names)
        for name in self._stats_names:
            self.register_buffer(f"_stat_rms_{name}", torch.zeros(()), persistent=False)
            self.register_buffer(f"_stat_absmax_{name}", torch.zeros(()), persistent=False)

    def _should_sample(self) -> bool:
        if self._stats_sample_rate <= 0.0:
            return False
        if self._stats_sample_rate >= 1.0:
            return True
        return random.random() < self._stats_sample_rate

    def _maybe_collect(self, name: str, t: torch.Tensor) -> None:
        if not self._should_sample():
            return
        m = self._stats_momentum
        t = t.detach().float()
        rms = getattr(self, f"_stat_rms_{name}")
        absmax = getattr(self, f"_stat_absmax_{name}")
        rms.mul_(m).add_(t.pow(2).mean().sqrt(), alpha=1.0 - m)
        torch.maximum(absmax, t.abs().amax(), out=absmax)

    def sampled_stats(self) -> dict:
        return {
            name: {
                "rms": getattr(self, f"_stat_rms_{name}").item(),
                "absmax": getattr(self, f"_stat_absmax_{name}").item(),
            }
            for name in self._stats_names
        }
