"""Layer-streaming decoder stack with a host-side prefetch queue."""
from .stack import StreamingStack, build_stack

__all__ = ["StreamingStack", "build_stack"]
