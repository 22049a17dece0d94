from . import ops  # noqa: F401  (registers custom ops)
from .layer import build_layer

__all__ = ["build_layer"]
