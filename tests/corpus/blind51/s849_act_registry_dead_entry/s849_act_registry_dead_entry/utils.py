import time
import warnings
from collections.abc import Mapping
from typing import Callable, Dict, Generic, TypeVar

T = TypeVar("T")


class LazyDict(Mapping, Generic[T]):
    """Mapping whose values are built on first access."""

    def __init__(self, factory: Dict[str, Callable[[], T]]):
        self._factory = factory
        self._dict: Dict[str, T] = {}

    def __getitem__(self, key: str) -> T:
        if key not in self._dict:
            if key not in self._factory:
                raise KeyError(key)
            self._dict[key] = self._factory[key]()
        return self._dict[key]

    def __iter__(self):
        return iter(self._factory)

    def __len__(self) -> int:
        return len(self._factory)


def deprecated_activation(name: str, replacement: str) -> None:
    warnings.warn(f"{name} is deprecated, use {replacement}", FutureWarning, stacklevel=3)


class ActivationBenchmark:
    """Micro-benchmark helper used by the kernel tuning scripts."""

    def __init__(self, op, warmup: int = 3, iters: int = 10):
        self.op = op
        self.warmup = warmup
        self.iters = iters

    def forward_native(self, x):
        for _ in range(self.warmup):
            self.op.forward_native(x)
        start = time.perf_counter()
        for _ in range(self.iters):
            self.op.forward_native(x)
        elapsed = (time.perf_counter() - start) / self.iters
        print(f"{type(self.op).__name__}: {elapsed * 1e6:.1f} us")
        return elapsed
