from .config import EncoderConfig

__all__ = ["EncoderConfig"]
