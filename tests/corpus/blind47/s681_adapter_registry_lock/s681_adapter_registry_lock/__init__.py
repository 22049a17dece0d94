"""Single-adapter LoRA MLP whose active adapter is resolved through a shared registry."""
from .registry import AdapterEntry, AdapterRegistry, GLOBAL_ADAPTER_REGISTRY
from .lora_layer import LoRAColumnLinear

__all__ = ["AdapterEntry", "AdapterRegistry", "GLOBAL_ADAPTER_REGISTRY", "LoRAColumnLinear"]
