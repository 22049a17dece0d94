from .lora_manager import LoRAManager
from .registry import LoRARegistry
from .runner import ModelRunner, decode

__all__ = ["LoRAManager", "LoRARegistry", "ModelRunner", "decode"]
