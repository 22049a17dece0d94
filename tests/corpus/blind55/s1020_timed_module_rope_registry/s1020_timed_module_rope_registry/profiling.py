import logging
import time
from collections import defaultdict
from typing import Dict, List, Optional

import torch
import torch.nn as nn

logger = logging.getLogger(__name__)


class StepStats:
    def __init__(self):
        self.samples: Dict[str, List[float]] = defaultdict(list)

    def record(self, name: str, seconds: float) -> None:
        self.samples[name].append(seconds)
        if len(self.samples[name]) % 1000 == 0:
            logger.info("%s: mean %.3f ms", name, 1e3 * sum(self.samples[name]) / len(self.samples[name]))

    def reset(self) -> None:
        self.samples.clear()


GLOBAL_STATS = StepStats()


class TimedModule(nn.Module):
    """nn.Module that records host wall time per call when running eagerly."""

    _stat_name: Optional[str] = None

    def __init_subclass__(cls, stat_name: Optional[str] = None, **kwargs):
        super().__init_subclass__(**kwargs)
        if stat_name is not None:
            cls._stat_name = stat_name

    def __call__(self, *args, **kwargs):
        if torch.compiler.is_compiling() or self._stat_name is None:
            return super().__call__(*args, **kwargs)
        start = time.perf_counter()
        out = super().__call__(*args, **kwargs)
        GLOBAL_STATS.record(self._stat_name, time.perf_counter() - start)
        return out
