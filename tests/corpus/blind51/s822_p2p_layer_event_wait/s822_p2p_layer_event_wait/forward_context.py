from dataclasses import dataclass, field
from typing import Any, Optional

import torch


@dataclass
class AttentionMetadata:
    slot_mapping: torch.Tensor
    num_prefill_tokens: int = 0
    num_decode_tokens: int = 0


@dataclass
class ForwardContext:
    attn_metadata: Optional[dict[str, AttentionMetadata]] = None
    virtual_engine: int = 0
    no_compile_layers: dict[str, Any] = field(default_factory=dict)


_forward_context: Optional[ForwardContext] = None


def get_forward_context() -> ForwardContext:
    assert _forward_context is not None, (
        "Forward context is not set. "
        "Please use `set_forward_context` to set the forward context.")
    return _forward_context


def override_forward_context(ctx: Optional[ForwardContext]) -> None:
    global _forward_context
    _forward_context = ctx
