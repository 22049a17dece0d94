from .metrics import REGISTRY
from .runner import compiled_step

__all__ = ["REGISTRY", "compiled_step"]
