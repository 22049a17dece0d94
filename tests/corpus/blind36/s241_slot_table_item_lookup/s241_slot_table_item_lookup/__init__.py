"""Per-request LoRA slot table with a compiled LoRA linear."""
from .lora_linear import LoRALinear, build_layer, decode_step

__all__ = ["LoRALinear", "build_layer", "decode_step"]
