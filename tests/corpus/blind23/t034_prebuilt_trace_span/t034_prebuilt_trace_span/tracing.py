from __future__ import annotations

from typing import List, Optional


class Span:
    """A named region. Spans are created once per layer and re-entered every step,
    so that the hot path does not allocate."""

    __slots__ = ("name", "tracer", "depth")

    def __init__(self, name: str, tracer: "Tracer"):
        self.name = name
        self.tracer = tracer
        self.depth = 0

    def __enter__(self) -> "Span":
        self.depth = len(self.tracer.stack)
        self.tracer.stack.append(self.name)
        return self

    def __exit__(self, exc_type, exc, tb) -> bool:
        self.tracer.stack.pop()
        if exc_type is None:
            self.tracer.completed += 1
        return False


class Tracer:
    def __init__(self, service: str):
        self.service = service
        self.stack: List[str] = []
        self.completed = 0
        self._spans = {}

    def span(self, name: str) -> Span:
        # one cached Span per name
        if name not in self._spans:
            self._spans[name] = Span(f"{self.service}/{name}", self)
        return self._spans[name]

    @property
    def current(self) -> Optional[str]:
        return self.stack[-1] if self.stack else None


_TRACER: Optional[Tracer] = None


def get_tracer() -> Tracer:
    global _TRACER
    if _TRACER is None:
        _TRACER = Tracer("llm-engine")
    return _TRACER
