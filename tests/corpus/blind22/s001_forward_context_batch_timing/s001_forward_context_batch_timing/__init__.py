"""Tiny model runner whose attention layers read per-layer metadata from a forward context."""
from .forward_context import ForwardContext, get_forward_context, set_forward_context
from .runner import DecodeRunner, RUNNER, execute

__all__ = [
    "ForwardContext",
    "get_forward_context",
    "set_forward_context",
    "DecodeRunner",
    "RUNNER",
    "execute",
]
