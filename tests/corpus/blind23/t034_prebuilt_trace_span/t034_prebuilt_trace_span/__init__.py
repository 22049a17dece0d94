"""Attention layer instrumented with a lightweight request tracer."""
from .tracing import Tracer, get_tracer

__all__ = ["Tracer", "get_tracer"]
