"""Shape-bucketed autotuner: profiles every runner/tactic once per bucket."""
import time
from typing import Callable, Dict, List, Sequence, Tuple

import torch


def next_power_of_2(n: int) -> int:
    return 1 if n <= 1 else 1 << (n - 1).bit_length()


class TunableRunner:
    def get_valid_tactics(self, inputs: Sequence[torch.Tensor]) -> List[int]:
        return [0]

    def forward(self, inputs: Sequence[torch.Tensor], tactic: int) -> torch.Tensor:
        raise NotImplementedError


class AutoTuner:
    _instance = None

    def __init__(self, warmup: int = 2, repeat: int = 5):
        self.warmup = warmup
        self.repeat = repeat
        self.profiling_cache: Dict[Tuple, Tuple[int, int]] = {}

    @classmethod
    def get(cls) -> "AutoTuner":
        if cls._instance is None:
            cls._instance = AutoTuner()
        return cls._instance

    def _bucket(self, inputs: Sequence[torch.Tensor]) -> Tuple:
        return tuple(next_power_of_2(t.shape[0]) for t in inputs[:1]) + tuple(t.shape[-1] for t in inputs)

    def _profile_single(self, runner: TunableRunner, inputs, tactic: int) -> float:
        for _ in range(self.warmup):
            runner.forward(inputs, tactic)
        start = time.perf_counter()
        for _ in range(self.repeat):
            runner.forward(inputs, tactic)
        return (time.perf_counter() - start) / self.repeat

    def choose_one(self, op: str, runners: List[TunableRunner], inputs) -> Tuple[TunableRunner, int]:
        key = (op,) + self._bucket(inputs)
        hit = self.profiling_cache.get(key)
        if hit is None:
            best = (float("inf"), 0, 0)
            for ri, runner in enumerate(runners):
                for tactic in runner.get_valid_tactics(inputs):
                    t = self._profile_single(runner, inputs, tactic)
                    if t < best[0]:
                        best = (t, ri, tactic)
            hit = best[1:]
            self.profiling_cache[key] = hit
        return runners[hit[0]], hit[1]
