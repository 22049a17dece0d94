"""Activation statistics collection for fp8 delayed scaling calibration."""
from collections import defaultdict, deque
from typing import Callable, Deque, Dict, List

import torch

NumericsObserver = Callable[[str, torch.Tensor], None]

_NUMERICS_OBSERVERS: List[NumericsObserver] = []


def register_numerics_observer(observer: NumericsObserver) -> NumericsObserver:
    _NUMERICS_OBSERVERS.append(observer)
    return observer


def get_numerics_observers() -> List[NumericsObserver]:
    return _NUMERICS_OBSERVERS


class AmaxObserver:
    """Keeps a rolling amax history per layer; scales are derived offline."""

    def __init__(self, history_len: int = 16, margin: int = 0):
        self.history_len = history_len
        self.margin = margin
        self.amax_history: Dict[str, Deque[float]] = defaultdict(
            lambda: deque(maxlen=self.history_len)
        )
        self.num_overflows: Dict[str, int] = defaultdict(int)

    @torch.compiler.disable
    def _update_history(self, name: str, amax: torch.Tensor, overflow: torch.Tensor) -> None:
        self.amax_history[name].append(float(amax))
        self.num_overflows[name] += int(overflow)

    def scale_for(self, name: str, fp8_max: float = 448.0) -> float:
        hist = self.amax_history.get(name)
        if not hist:
            return 1.0
        return max(hist) / fp8_max * (2.0 ** self.margin)

    def __call__(self, name: str, tensor: torch.Tensor) -> None:
        amax = tensor.detach().abs().amax()
        overflow = (~torch.isfinite(tensor)).sum()
        self._update_history(name, amax, overflow)
