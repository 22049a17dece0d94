import uuid
from dataclasses import dataclass, field


@dataclass
class Span:
    name: str
    span_id: str
    attrs: dict = field(default_factory=dict)


class Tracer:
    def __init__(self):
        self.spans: list[Span] = []

    def start_span(self, name: str, **attrs) -> Span:
        span = Span(name=name, span_id=uuid.uuid4().hex[:16], attrs=attrs)
        self.spans.append(span)
        return span


TRACER = Tracer()
