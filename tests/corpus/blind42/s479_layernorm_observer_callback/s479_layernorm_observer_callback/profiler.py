import collections
import time


class StepProfiler:
    """Records when each norm layer finished, for per-layer latency breakdowns."""

    def __init__(self, max_events: int = 4096):
        self.events = collections.deque(maxlen=max_events)

    def on_norm(self, prefix, out):
        self.events.append((prefix, time.monotonic_ns(), tuple(out.shape)))
