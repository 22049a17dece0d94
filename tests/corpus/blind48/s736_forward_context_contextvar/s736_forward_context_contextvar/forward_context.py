"""Per-step state shared by all attention layers of one forward pass."""
import contextlib
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any, Optional


@dataclass
class ForwardContext:
    attn_metadata: dict[str, Any] = field(default_factory=dict)
    virtual_engine: int = 0
    # set by the speculative-decoding worker when draft tokens must not attend to each other
    skip_cross_token_attn: bool = False


_FORWARD_CONTEXT: ContextVar[Optional[ForwardContext]] = ContextVar("forward_context", default=None)


def get_forward_context() -> Optional[ForwardContext]:
    return _FORWARD_CONTEXT.get()


@contextlib.contextmanager
def set_forward_context(ctx: ForwardContext):
    token = _FORWARD_CONTEXT.set(ctx)
    try:
        yield ctx
    finally:
        _FORWARD_CONTEXT.reset(token)
