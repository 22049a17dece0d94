import time
from typing import Dict


class StepTimerMixin:
    """Accumulates per-layer wall time for the engine's /metrics endpoint.

    Mixed into modules *before* nn.Module subclasses so that ``super().__init__``
    still reaches the module constructor.
    """

    _timings: Dict[str, float]

    def _init_timer(self) -> None:
        self._timings = {}
        self._t_last = 0.0

    def _mark(self, tag: str) -> None:
        now = time.perf_counter()
        self._timings[tag] = self._timings.get(tag, 0.0) + (now - self._t_last)
        self._t_last = now

    def timings(self) -> Dict[str, float]:
        return dict(self._timings)
