from .config import DiTBlockConfig
from .block import PixArtTransformerBlock

__all__ = ["DiTBlockConfig", "PixArtTransformerBlock"]
