from .moe import TopKRouter

__all__ = ["TopKRouter"]
