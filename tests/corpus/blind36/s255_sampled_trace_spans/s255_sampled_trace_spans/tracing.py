"""Request-level trace spans, sampled so the overhead stays below 1%."""
import random
from dataclasses import dataclass, field


@dataclass
class TraceConfig:
    sample_rate: float = 0.01
    service: str = "moe-serving"
    tags: dict = field(default_factory=dict)


class Span:
    def __init__(self, name, attrs):
        self.name = name
        self.attrs = attrs


class Tracer:
    def __init__(self, config=None):
        self.config = config or TraceConfig()
        self.spans = []

    def _sampled(self):
        if self.config.sample_rate >= 1.0:
            return True
        return random.random() < self.config.sample_rate

    def record(self, name, **attrs):
        if self._sampled():
            self.spans.append(Span(name, attrs))


_TRACER = None


def get_tracer():
    global _TRACER
    if _TRACER is None:
        _TRACER = Tracer()
    return _TRACER
