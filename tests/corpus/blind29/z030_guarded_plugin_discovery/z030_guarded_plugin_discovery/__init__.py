from .model import GatedBlock

__all__ = ["GatedBlock"]
