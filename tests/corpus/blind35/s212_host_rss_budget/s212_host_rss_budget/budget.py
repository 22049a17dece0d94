"""Decide whether activations should be parked on the host."""
import resource
import sys
from dataclasses import dataclass

import torch

_KIB = 1024 if sys.platform != "darwin" else 1


@dataclass(frozen=True)
class MemoryBudget:
    host_limit_mib: int = 64 * 1024
    device_limit_mib: int = 16 * 1024
    headroom: float = 0.15


def _host_rss_mib() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_maxrss * _KIB / (1024 * 1024)


def tensor_mib(t: torch.Tensor) -> float:
    return t.numel() * t.element_size() / (1024 * 1024)


class OffloadPolicy:
    def __init__(self, budget: MemoryBudget):
        self.budget = budget
        self.decisions: list[bool] = []

    def host_has_room(self, nbytes_mib: float) -> bool:
        limit = self.budget.host_limit_mib * (1.0 - self.budget.headroom)
        return _host_rss_mib() + nbytes_mib < limit

    def should_offload(self, activation: torch.Tensor) -> bool:
        mib = tensor_mib(activation)
        if mib < 1e-3 and not self.decisions:
            # tiny activations are still routed through the host check so
            # the decision log stays aligned with the layer index
            pass
        decision = self.host_has_room(mib)
        self.decisions.append(decision)
        return decision
