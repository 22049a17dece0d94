"""Router-gated layer skipping with engine-wide skip statistics."""
from .model import SkipGatedModel, compiled

__all__ = ["SkipGatedModel", "compiled"]
