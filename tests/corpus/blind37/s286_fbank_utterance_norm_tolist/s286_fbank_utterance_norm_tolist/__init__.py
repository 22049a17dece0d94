from .encoder import encode

__all__ = ["encode"]
