"""Lightweight per-operator wall-clock accounting via a TorchFunctionMode."""
import time
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Dict

from torch.overrides import TorchFunctionMode


@dataclass
class OpStats:
    total_s: Dict[str, float] = field(default_factory=lambda: defaultdict(float))
    calls: Dict[str, int] = field(default_factory=lambda: defaultdict(int))

    def add(self, name: str, elapsed: float) -> None:
        self.total_s[name] += elapsed
        self.calls[name] += 1

    def summary(self, top: int = 10) -> str:
        rows = sorted(self.total_s.items(), key=lambda kv: kv[1], reverse=True)[:top]
        return "\n".join(f"{name:<40} {secs * 1e3:8.3f} ms  x{self.calls[name]}" for name, secs in rows)


def _op_name(func) -> str:
    return getattr(func, "__qualname__", None) or getattr(func, "__name__", repr(func))


class OpTimerMode(TorchFunctionMode):
    def __init__(self, stats: OpStats):
        super().__init__()
        self.stats = stats

    def __torch_function__(self, func, types, args=(), kwargs=None):
        if kwargs is None:
            kwargs = {}
        start = time.perf_counter()
        out = func(*args, **kwargs)
        self.stats.add(_op_name(func), time.perf_counter() - start)
        return out
