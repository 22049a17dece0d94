import contextlib
from dataclasses import dataclass, field
from typing import Optional

from .metrics import LayerTimer


@dataclass
class ForwardContext:
    timer: LayerTimer = field(default_factory=LayerTimer)
    batch_size: int = 0


_forward_context: Optional[ForwardContext] = ForwardContext()


def get_forward_context() -> ForwardContext:
    assert _forward_context is not None, "forward context is not set"
    return _forward_context


@contextlib.contextmanager
def set_forward_context(ctx: ForwardContext):
    global _forward_context
    prev, _forward_context = _forward_context, ctx
    try:
        yield
    finally:
        _forward_context = prev
