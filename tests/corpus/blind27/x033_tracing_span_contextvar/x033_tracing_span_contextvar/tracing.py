"""Minimal OpenTelemetry-style spans without the dependency."""
import contextvars
from dataclasses import dataclass, field
from typing import Optional

_CURRENT_SPAN: contextvars.ContextVar = contextvars.ContextVar("current_span", default=None)


@dataclass
class Span:
    name: str
    parent: Optional["Span"] = None
    attrs: dict = field(default_factory=dict)

    @property
    def path(self) -> str:
        return self.name if self.parent is None else f"{self.parent.path}/{self.name}"


class span:
    """``with span("layer0"): ...`` nests under the active span."""

    def __init__(self, name: str, **attrs):
        self.name = name
        self.attrs = attrs
        self._token = None

    def __enter__(self) -> Span:
        parent = _CURRENT_SPAN.get()
        s = Span(self.name, parent, dict(self.attrs))
        self._token = _CURRENT_SPAN.set(s)
        return s

    def __exit__(self, exc_type, exc, tb):
        _CURRENT_SPAN.reset(self._token)
        return False
