import uuid
from typing import Dict, List

_SPANS: Dict[str, List[str]] = {}


def new_span(kind: str) -> str:
    span_id = f"{kind}-{uuid.uuid4().hex[:12]}"
    _SPANS[span_id] = []
    return span_id


def annotate(span_id: str, note: str) -> None:
    _SPANS.setdefault(span_id, []).append(note)
