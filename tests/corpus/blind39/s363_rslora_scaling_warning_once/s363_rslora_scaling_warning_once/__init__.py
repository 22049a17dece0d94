from .config import LoRAConfig
from .ops import lora_forward

__all__ = ["LoRAConfig", "lora_forward"]
