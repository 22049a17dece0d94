from .lora_layers import LoRAConfig, MultiLoRALinearStack

__all__ = ["LoRAConfig", "MultiLoRALinearStack"]
