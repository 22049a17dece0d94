import enum
from dataclasses import dataclass
from typing import List

_SAMPLING_EPS = 1e-5


class SamplingType(enum.IntEnum):
    GREEDY = 0
    RANDOM = 1


@dataclass
class BatchPlan:
    greedy_rows: List[int]
    random_rows: List[int]

    @property
    def all_greedy(self) -> bool:
        return not self.random_rows


def classify(temperature: float) -> SamplingType:
    return SamplingType.GREEDY if temperature < _SAMPLING_EPS else SamplingType.RANDOM


def plan_batch(temperatures) -> BatchPlan:
    greedy, rand = [], []
    for row, t in enumerate(temperatures.tolist()):
        (greedy if classify(t) is SamplingType.GREEDY else rand).append(row)
    return BatchPlan(greedy, rand)
