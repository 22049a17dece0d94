from .manager import LoRAAdapterPool
from .model import compiled_mlp

__all__ = ["LoRAAdapterPool", "compiled_mlp"]
