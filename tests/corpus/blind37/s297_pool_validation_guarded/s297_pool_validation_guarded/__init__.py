from .head import PoolingHead, compiled_pool

__all__ = ["PoolingHead", "compiled_pool"]
