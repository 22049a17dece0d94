from .paths import PATHS
from .forward import attention_forward

__all__ = ["PATHS", "attention_forward"]
