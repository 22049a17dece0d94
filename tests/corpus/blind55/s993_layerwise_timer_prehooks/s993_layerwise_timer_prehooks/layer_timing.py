import logging
import time
from collections import defaultdict
from typing import Callable, Dict, List

import torch.nn as nn
from torch.utils.hooks import RemovableHandle

from . import envs

logger = logging.getLogger(__name__)

_CLOCKS: Dict[str, Callable[[], float]] = {
    "perf_counter": time.perf_counter,
    "monotonic": time.monotonic,
    "process_time": time.process_time,
}


class LayerwiseTimer:
    def __init__(self):
        self._clock = _CLOCKS[envs.ENGINE_LAYER_TIMING_CLOCK]
        self._interval = envs.ENGINE_LAYER_TIMING_INTERVAL
        self._starts: Dict[str, float] = {}
        self.elapsed: Dict[str, List[float]] = defaultdict(list)
        self._handles: List[RemovableHandle] = []

    def _make_pre_hook(self, name: str):
        def pre_hook(module, args):
            self._starts[name] = self._clock()

        return pre_hook

    def _make_post_hook(self, name: str):
        def post_hook(module, args, output):
            self.elapsed[name].append(self._clock() - self._starts.pop(name))

        return post_hook

    def register(self, name: str, module: nn.Module) -> None:
        self._handles.append(module.register_forward_pre_hook(self._make_pre_hook(name)))
        self._handles.append(module.register_forward_hook(self._make_post_hook(name)))

    def remove(self) -> None:
        while self._handles:
            self._handles.pop().remove()

    def maybe_report(self, step: int) -> None:
        if step % self._interval != 0:
            return
        for name, times in self.elapsed.items():
            logger.info("%s: %.3f ms avg over %d calls", name, 1e3 * sum(times) / len(times), len(times))
        self.elapsed.clear()
