from .blocks import CowBlockManager
from .model import KVAppender, compiled_append

__all__ = ["CowBlockManager", "KVAppender", "compiled_append"]
