"""Per-layer exit thresholds: strict early, permissive late."""
import math

from . import envs


def linear_schedule(num_layers: int, start: float, end: float) -> list[float]:
    if num_layers == 1:
        return [end]
    step = (end - start) / (num_layers - 1)
    return [start + i * step for i in range(num_layers)]


def cosine_schedule(num_layers: int, start: float, end: float) -> list[float]:
    return [
        end + 0.5 * (start - end) * (1 + math.cos(math.pi * i / max(1, num_layers - 1)))
        for i in range(num_layers)
    ]


SCHEDULES = {"linear": linear_schedule, "cosine": cosine_schedule}


def build_thresholds(num_layers: int, start: float = 0.99, end: float = 0.6) -> list[float]:
    fn = SCHEDULES[envs.EXIT_SCHEDULE]
    thresholds = fn(num_layers, start, end)
    # layers below the minimum depth never exit
    return [2.0 if i < envs.MIN_DEPTH else t for i, t in enumerate(thresholds)]
