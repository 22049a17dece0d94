import functools
import time
from typing import Callable, Dict, TypeVar

F = TypeVar("F", bound=Callable)


class CollectiveWatchdog:
    """Tracks when each collective last ran so a stuck rank can be reported."""

    def __init__(self, timeout_s: float = 600.0):
        self.timeout_s = timeout_s
        self.num_calls: Dict[str, int] = {}
        self.last_beat: Dict[str, float] = {}

    def heartbeat(self, op_name: str) -> None:
        self.num_calls[op_name] = self.num_calls.get(op_name, 0) + 1
        self.last_beat[op_name] = time.monotonic()

    def stalled_ops(self, now: float):
        return [op for op, ts in self.last_beat.items() if now - ts > self.timeout_s]


_WATCHDOG = CollectiveWatchdog()


def get_watchdog() -> CollectiveWatchdog:
    return _WATCHDOG


def watched_collective(op_name: str) -> Callable[[F], F]:
    def decorator(fn: F) -> F:
        @functools.wraps(fn)
        def wrapper(self, *args, **kwargs):
            get_watchdog().heartbeat(f"{self.unique_name}/{op_name}")
            return fn(self, *args, **kwargs)

        return wrapper

    return decorator
