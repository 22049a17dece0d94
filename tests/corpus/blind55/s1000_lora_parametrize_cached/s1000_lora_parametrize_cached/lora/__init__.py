from .layers import LoRAConfig, LoRAParametrization, add_lora, merge_lora, set_lora_enabled

__all__ = ["LoRAConfig", "LoRAParametrization", "add_lora", "merge_lora", "set_lora_enabled"]
