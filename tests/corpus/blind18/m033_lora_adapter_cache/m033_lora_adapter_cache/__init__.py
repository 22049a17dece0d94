from .adapters import LoRAConfig, AdapterStore
from .layers import LoRAColumnLinear

__all__ = ["LoRAConfig", "AdapterStore", "LoRAColumnLinear"]
