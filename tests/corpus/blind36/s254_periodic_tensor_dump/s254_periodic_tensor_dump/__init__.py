from .block import AttentionBlock

__all__ = ["AttentionBlock"]
