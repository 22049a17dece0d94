"""Global forward context, installed around every model forward pass."""
from __future__ import annotations

import os
import time
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, Optional

# Interval (seconds) at which batch-size statistics are logged; < 0 disables.
LOG_BATCHSIZE_INTERVAL = float(os.environ.get("SERVE_LOG_BATCHSIZE_INTERVAL", "1.0"))
_TRACK_BATCHSIZE = LOG_BATCHSIZE_INTERVAL >= 0

_batchsize_history: list[tuple[float, int]] = []


@dataclass
class ForwardContext:
    # layer name -> backend-specific attention metadata
    attn_metadata: dict[str, Any]
    virtual_engine: int = 0
    num_tokens: int = 0
    extra: dict[str, Any] = field(default_factory=dict)


_forward_context: Optional[ForwardContext] = None


def get_forward_context() -> ForwardContext:
    assert _forward_context is not None, "forward context is not set"
    return _forward_context


def _record_batch(num_tokens: int, start: float) -> None:
    _batchsize_history.append((start, num_tokens))
    if len(_batchsize_history) > 1024:
        del _batchsize_history[:512]


@contextmanager
def set_forward_context(attn_metadata: dict[str, Any], num_tokens: int, virtual_engine: int = 0):
    """Install a ForwardContext for the duration of one forward pass."""
    global _forward_context
    forward_start = 0.0
    if _TRACK_BATCHSIZE and attn_metadata is not None:
        forward_start = time.perf_counter()
    prev = _forward_context
    _forward_context = ForwardContext(
        attn_metadata=attn_metadata,
        virtual_engine=virtual_engine,
        num_tokens=num_tokens,
    )
    try:
        yield
    finally:
        if _TRACK_BATCHSIZE and attn_metadata is not None:
            _record_batch(num_tokens, forward_start)
        _forward_context = prev
