from . import buffer_pool, mlp

__all__ = ["buffer_pool", "mlp"]
