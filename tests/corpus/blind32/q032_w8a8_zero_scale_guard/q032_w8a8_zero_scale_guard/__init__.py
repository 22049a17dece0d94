from .layers import W8A8Linear

__all__ = ["W8A8Linear"]
