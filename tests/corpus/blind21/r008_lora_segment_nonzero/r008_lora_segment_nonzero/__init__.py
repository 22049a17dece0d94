"""Multi-LoRA row-parallel linear using per-slot token segments."""
from .registry import AdapterRegistry, padded_rank
from .linear import MultiLoRALinear

__all__ = ["AdapterRegistry", "padded_rank", "MultiLoRALinear"]
