"""Int4 weight-only linear with loader hooks and a post-load repack step."""
from .model import compiled

__all__ = ["compiled"]
