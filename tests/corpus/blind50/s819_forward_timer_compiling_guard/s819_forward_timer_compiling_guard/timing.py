import time
from dataclasses import dataclass
from typing import Optional

import torch

_CUDA_GRAPH_CAPTURING = [False]


def set_graph_capturing(flag: bool) -> None:
    _CUDA_GRAPH_CAPTURING[0] = flag


def in_graph_capture() -> bool:
    return torch.compiler.is_compiling() or _CUDA_GRAPH_CAPTURING[0]


@dataclass
class ForwardStats:
    num_forward_calls: int = 0
    num_forward_tokens: int = 0
    total_forward_time_s: float = 0.0

    @property
    def tokens_per_second(self) -> float:
        if self.total_forward_time_s == 0.0:
            return 0.0
        return self.num_forward_tokens / self.total_forward_time_s


class ForwardTimer:
    def __init__(self, stats: ForwardStats):
        self.stats = stats

    def start(self) -> Optional[float]:
        if in_graph_capture():
            return None
        return time.perf_counter()

    def stop(self, t0: Optional[float], num_tokens: int) -> None:
        self.stats.num_forward_calls += 1
        self.stats.num_forward_tokens += num_tokens
        if t0 is None:
            return
        self.stats.total_forward_time_s += time.perf_counter() - t0
