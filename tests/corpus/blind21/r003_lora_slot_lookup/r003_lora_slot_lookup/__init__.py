"""Multi-LoRA serving: adapter slots and a batched LoRA linear layer."""
from .manager import LoRAAdapterManager, LoRAConfig
from .layers import LoRAColumnLinear

__all__ = ["LoRAAdapterManager", "LoRAConfig", "LoRAColumnLinear"]
