from .model import TinyBlock, BlockConfig

__all__ = ["TinyBlock", "BlockConfig"]
