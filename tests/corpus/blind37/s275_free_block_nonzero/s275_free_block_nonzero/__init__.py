from .radix import RadixEvictor
from .engine import step

__all__ = ["RadixEvictor", "step"]
