from .stats import ActivationStats
from .transformer import TinyTransformer

__all__ = ["ActivationStats", "TinyTransformer"]
