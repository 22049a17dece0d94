from .model import DocumentEncoder

__all__ = ["DocumentEncoder"]
