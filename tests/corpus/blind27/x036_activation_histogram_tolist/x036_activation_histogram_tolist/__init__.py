from .encoder import EncoderLayer

__all__ = ["EncoderLayer"]
