from .forward_context import AttentionMetadata, ForwardContext, get_forward_context, set_forward_context
from .model import DecoderOnlyLM

__all__ = [
    "AttentionMetadata",
    "ForwardContext",
    "get_forward_context",
    "set_forward_context",
    "DecoderOnlyLM",
]
