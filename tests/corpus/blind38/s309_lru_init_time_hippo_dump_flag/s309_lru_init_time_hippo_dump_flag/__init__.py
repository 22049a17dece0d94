from .model import LRUBlock

__all__ = ["LRUBlock"]
