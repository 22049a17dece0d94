import contextlib
import logging
import time
from typing import Dict, List, Tuple

import torch

logger = logging.getLogger(__name__)


class TunableRunner:
    def get_valid_tactics(self, inputs) -> List[int]:
        return [0]

    def forward(self, inputs, tactic: int = -1):
        raise NotImplementedError


class AutoTuner:
    _instance = None

    def __init__(self, warmup: int = 1, repeat: int = 3):
        self.warmup = warmup
        self.repeat = repeat
        self.is_tuning_mode = False
        self.profiling_cache: Dict[Tuple, Tuple[int, int]] = {}

    @classmethod
    def get(cls) -> "AutoTuner":
        if cls._instance is None:
            cls._instance = AutoTuner()
        return cls._instance

    @staticmethod
    def _profile_key(op_name: str, inputs) -> Tuple:
        return (op_name,) + tuple(tuple(t.shape) for t in inputs)

    def _profile_single(self, runner, inputs, tactic: int) -> float:
        for _ in range(self.warmup):
            runner.forward(inputs, tactic)
        start = time.perf_counter()
        for _ in range(self.repeat):
            runner.forward(inputs, tactic)
        return (time.perf_counter() - start) / self.repeat

    def _profile_all(self, key, runners, inputs) -> Tuple[int, int]:
        best = (float("inf"), 0, -1)
        for r_id, runner in enumerate(runners):
            for tactic in runner.get_valid_tactics(inputs):
                t = self._profile_single(runner, inputs, tactic)
                best = min(best, (t, r_id, tactic))
        logger.info("[AutoTuner] %s -> runner %d tactic %d (%.3f ms)", key, best[1], best[2], best[0] * 1e3)
        return best[1], best[2]

    def choose_one(self, op_name: str, runners, inputs):
        key = self._profile_key(op_name, inputs)
        if torch.compiler.is_compiling():
            # never profile while tracing: reuse a recorded choice or fall back to the default runner
            r_id, tactic = self.profiling_cache.get(key, (0, -1))
            return runners[r_id], tactic
        if self.is_tuning_mode and key not in self.profiling_cache:
            self.profiling_cache[key] = self._profile_all(key, runners, inputs)
        r_id, tactic = self.profiling_cache.get(key, (0, -1))
        if key not in self.profiling_cache:
            logger.debug("[AutoTuner] cache miss for %s, using fallback", key)
        return runners[r_id], tactic


@contextlib.contextmanager
def autotune(enabled: bool = True):
    tuner = AutoTuner.get()
    old = tuner.is_tuning_mode
    tuner.is_tuning_mode = enabled
    try:
        yield
    finally:
        tuner.is_tuning_mode = old
