"""Per-step state shared by every attention layer of a forward pass.

The engine sets it once per step; layers read it instead of threading the
metadata through every module signature."""
import contextlib
import contextvars
from dataclasses import dataclass, field
from typing import Optional

import torch


@dataclass
class AttentionMetadata:
    num_prefill_tokens: int = 0
    num_decode_tokens: int = 0
    sliding_window: Optional[int] = None
    causal: bool = True


@dataclass
class ForwardContext:
    attn_metadata: AttentionMetadata = field(default_factory=AttentionMetadata)
    virtual_engine: int = 0
    layer_outputs: dict = field(default_factory=dict)


_DEFAULT_CONTEXT = ForwardContext()
_forward_context: contextvars.ContextVar[ForwardContext] = contextvars.ContextVar(
    "forward_context", default=_DEFAULT_CONTEXT
)


def get_forward_context() -> ForwardContext:
    return _forward_context.get()


@contextlib.contextmanager
def set_forward_context(attn_metadata: AttentionMetadata, virtual_engine: int = 0):
    token = _forward_context.set(ForwardContext(attn_metadata, virtual_engine))
    try:
        yield
    finally:
        _forward_context.reset(token)


def sliding_window_mask(q_len: int, kv_len: int, window: Optional[int], device=None) -> torch.Tensor:
    q_pos = torch.arange(kv_len - q_len, kv_len, device=device)[:, None]
    k_pos = torch.arange(kv_len, device=device)[None, :]
    allowed = k_pos <= q_pos
    if window is not None:
        allowed = allowed & (q_pos - k_pos < window)
    return allowed
