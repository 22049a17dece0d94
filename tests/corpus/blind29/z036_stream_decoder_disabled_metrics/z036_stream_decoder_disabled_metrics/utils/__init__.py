from .metrics import ChunkMetrics

__all__ = ["ChunkMetrics"]
