from .block import MoDBlock

__all__ = ["MoDBlock"]
