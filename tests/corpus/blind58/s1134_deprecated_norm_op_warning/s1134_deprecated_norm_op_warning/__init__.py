from .decoder import DecoderLayer

__all__ = ["DecoderLayer"]
