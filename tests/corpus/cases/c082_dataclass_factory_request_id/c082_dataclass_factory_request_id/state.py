import uuid
from dataclasses import dataclass, field
from typing import List


def _request_id() -> str:
    return f"req-{uuid.uuid4().hex[:8]}"


@dataclass
class SamplingState:
    batch_size: int
    vocab_size: int
    request_id: str = field(default_factory=_request_id)
    generated: List[int] = field(default_factory=list)
