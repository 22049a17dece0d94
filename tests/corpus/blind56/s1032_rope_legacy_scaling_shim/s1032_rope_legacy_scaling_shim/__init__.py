from .config import RopeConfig
from .rotary import RotaryEmbedding

__all__ = ["RopeConfig", "RotaryEmbedding"]
