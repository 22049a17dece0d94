from .config import KernelConfig
from .layer import ScaledLinear

__all__ = ["KernelConfig", "ScaledLinear"]
