from .layer import NormalizedProjection

__all__ = ["NormalizedProjection"]
