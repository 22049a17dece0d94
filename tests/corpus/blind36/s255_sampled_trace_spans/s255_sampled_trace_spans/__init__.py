from .tracing import TraceConfig, Tracer
from .moe import SparseMoE

__all__ = ["TraceConfig", "Tracer", "SparseMoE"]
