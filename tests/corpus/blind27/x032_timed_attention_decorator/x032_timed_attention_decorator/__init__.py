from .model import TinyAttentionModel

__all__ = ["TinyAttentionModel"]
