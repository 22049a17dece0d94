import logging
from collections import defaultdict

import torch

logger = logging.getLogger(__name__)

_CALIB_STATS = defaultdict(list)


class MinMaxObserver:
    """Collects activation ranges in eager calibration runs only."""

    def __init__(self, name: str, qmax: int = 127):
        self.name = name
        self.qmax = qmax
        self.scale = torch.tensor(0.05)

    def _record(self, x: torch.Tensor) -> None:
        amax = float(x.detach().abs().max())
        _CALIB_STATS[self.name].append(amax)
        self.scale = torch.tensor(max(_CALIB_STATS[self.name]) / self.qmax)
        logger.debug("observer %s amax=%.4f", self.name, amax)

    def __call__(self, x: torch.Tensor) -> torch.Tensor:
        if not torch.compiler.is_compiling():
            self._record(x)
        return self.scale
