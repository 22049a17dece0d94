from . import poolers  # noqa: F401  (registers the built-in poolers)
from .encoder_head import PooledEncoderHead

__all__ = ["PooledEncoderHead"]
