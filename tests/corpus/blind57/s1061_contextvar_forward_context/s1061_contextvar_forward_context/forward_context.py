"""Per-request forward state shared between the model runner and the layers."""
from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any, Dict, Optional


@dataclass
class AttentionMetadata:
    num_prefills: int
    num_decode_tokens: int
    softmax_scale: float = 1.0
    causal: bool = True


@dataclass
class ForwardContext:
    attn_metadata: Dict[str, AttentionMetadata]
    virtual_engine: int = 0
    extra: Dict[str, Any] = field(default_factory=dict)


# A ContextVar rather than a plain global so that several engines can run in
# the same process (one asyncio task / thread each) without stepping on each
# other's metadata.
_FORWARD_CONTEXT: ContextVar[Optional[ForwardContext]] = ContextVar(
    "forward_context", default=None
)


def is_forward_context_available() -> bool:
    return _FORWARD_CONTEXT.get() is not None


def get_forward_context() -> ForwardContext:
    ctx = _FORWARD_CONTEXT.get()
    assert ctx is not None, (
        "Forward context is not set. "
        "Please use `set_forward_context` to set the forward context."
    )
    return ctx


@contextmanager
def set_forward_context(attn_metadata: Dict[str, AttentionMetadata], virtual_engine: int = 0):
    token = _FORWARD_CONTEXT.set(
        ForwardContext(attn_metadata=attn_metadata, virtual_engine=virtual_engine)
    )
    try:
        yield
    finally:
        _FORWARD_CONTEXT.reset(token)
