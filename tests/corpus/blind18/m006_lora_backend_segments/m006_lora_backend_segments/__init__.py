from .lora_manager import LoRAManager

__all__ = ["LoRAManager"]
