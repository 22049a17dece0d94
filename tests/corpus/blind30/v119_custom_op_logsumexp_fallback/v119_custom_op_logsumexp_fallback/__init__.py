from .pooling import lse_pool

__all__ = ["lse_pool"]
