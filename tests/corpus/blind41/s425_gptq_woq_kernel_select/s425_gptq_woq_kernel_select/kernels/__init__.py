from . import impls  # noqa: F401  (populates the registry)
from .registry import select_woq_kernel

__all__ = ["select_woq_kernel"]
