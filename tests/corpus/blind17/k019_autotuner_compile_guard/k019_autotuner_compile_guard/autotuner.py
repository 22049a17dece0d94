"""Profile every (runner, tactic) pair once per shape bucket and remember the fastest."""
from __future__ import annotations

import logging
import threading
import time
from typing import Any

import torch

from .utils import is_torch_compiling

logger = logging.getLogger(__name__)


class TunableRunner:
    def get_valid_tactics(self, *inputs: torch.Tensor) -> list[int]:
        return [-1]

    def forward(self, a: torch.Tensor, b: torch.Tensor, tactic: int = -1) -> torch.Tensor:
        raise NotImplementedError


class AutoTuner:
    _instance: "AutoTuner | None" = None

    def __init__(self, warmup: int = 1, repeat: int = 3):
        self.warmup = warmup
        self.repeat = repeat
        self.profiling_cache: dict[tuple[str, Any], tuple[int, int]] = {}
        self._lock = threading.Lock()

    @classmethod
    def get(cls) -> "AutoTuner":
        if cls._instance is None:
            cls._instance = AutoTuner()
        return cls._instance

    def _profile(self, runner: TunableRunner, tactic: int, *inputs: torch.Tensor) -> float:
        for _ in range(self.warmup):
            runner.forward(*inputs, tactic=tactic)
        start = time.perf_counter()
        for _ in range(self.repeat):
            runner.forward(*inputs, tactic=tactic)
        return (time.perf_counter() - start) / self.repeat

    def choose_one(self, custom_op: str, runners: list[TunableRunner], key: Any, *inputs: torch.Tensor):
        if is_torch_compiling():
            runner_id, tactic = self.profiling_cache.get((custom_op, key), (0, -1))
            return runners[runner_id], tactic

        with self._lock:
            cached = self.profiling_cache.get((custom_op, key))
            if cached is None:
                best = (float("inf"), 0, -1)
                for runner_id, runner in enumerate(runners):
                    for tactic in runner.get_valid_tactics(*inputs):
                        elapsed = self._profile(runner, tactic, *inputs)
                        best = min(best, (elapsed, runner_id, tactic))
                cached = (best[1], best[2])
                self.profiling_cache[(custom_op, key)] = cached
                logger.debug("autotuned %s %s -> runner %d tactic %d", custom_op, key, *cached)
        return runners[cached[0]], cached[1]
