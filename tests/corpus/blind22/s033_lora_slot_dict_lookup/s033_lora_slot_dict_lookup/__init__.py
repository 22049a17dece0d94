from .manager import LoRAManager, LoRAAdapter
from .layers import LoRAColumnLinear, build_demo_layer

__all__ = ["LoRAManager", "LoRAAdapter", "LoRAColumnLinear", "build_demo_layer"]
