from .engine import DecodeRunner

__all__ = ["DecodeRunner"]
