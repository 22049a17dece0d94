"""Multi-adapter LoRA linear layer with merged scaling."""
from .adapters import AdapterSpec, AdapterRegistry
from .layers import MultiLoRALinear, build_default_layer

__all__ = ["AdapterSpec", "AdapterRegistry", "MultiLoRALinear", "build_default_layer"]
