from .runner import DecodeRunner, decode

__all__ = ["DecodeRunner", "decode"]
