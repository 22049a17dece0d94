import time
from collections import defaultdict


class _Stats:
    def __init__(self):
        self.calls = 0
        self.audio_seconds = 0.0
        self.wall_seconds = 0.0

    @property
    def rtf(self) -> float:
        return self.wall_seconds / max(self.audio_seconds, 1e-9)


_REGISTRY = defaultdict(_Stats)


class RealTimeFactor:
    """Context manager recording wall time against produced audio duration."""

    def __init__(self, name: str, sample_rate: int):
        self.name = name
        self.sample_rate = sample_rate
        self.num_samples = 0
        self._t0 = 0.0

    def __enter__(self):
        self._t0 = time.perf_counter()
        return self

    def __exit__(self, exc_type, exc, tb):
        stats = _REGISTRY[self.name]
        stats.calls += 1
        stats.wall_seconds += time.perf_counter() - self._t0
        stats.audio_seconds += self.num_samples / self.sample_rate
        return False


def meter(name: str, sample_rate: int) -> RealTimeFactor:
    return RealTimeFactor(name, sample_rate)
