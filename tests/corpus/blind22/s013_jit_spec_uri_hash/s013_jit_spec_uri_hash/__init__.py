"""FlashInfer-style norm kernels loaded through a JIT module cache."""
from .norm import RMSNorm

__all__ = ["RMSNorm"]
