from .runner import DecodeRunner

__all__ = ["DecodeRunner"]
